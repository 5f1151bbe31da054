import { defineArea } from './define';

/**
 * Messages of security hardening, keyed 'security.*': the answer to too many attempts (HTTP 429, the API
 * says it in English) and the development outbox where it is not available.
 */
export const securityMessages = defineArea({
  en: {
    'security.tooManyAttempts': 'Too many attempts, please try again in {minutes} minutes',
    'security.outboxUnavailable': 'The outbox is available only in development',
  },
  si: {
    'security.tooManyAttempts': 'උත්සාහයන් වැඩිය, කරුණාකර මිනිත්තු {minutes} කින් නැවත උත්සාහ කරන්න',
    'security.outboxUnavailable': 'පිටත පෙට්ටිය ලබා ගත හැක්කේ සංවර්ධන පරිසරයේ පමණි',
  },
  ta: {
    'security.tooManyAttempts': 'அதிகமான முயற்சிகள், தயவுசெய்து {minutes} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்',
    'security.outboxUnavailable': 'வெளிச்செல் பெட்டி மேம்பாட்டுச் சூழலில் மட்டுமே கிடைக்கும்',
  },
});
