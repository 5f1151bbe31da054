import { defineArea } from './define';

/**
 * Messages of security hardening, keyed 'security.*': the answer to too many attempts (HTTP 429, the API
 * says it in English), the development outbox where it is not available, and the core admins' outbox.
 */
export const securityMessages = defineArea({
  en: {
    'security.tooManyAttempts': 'Too many attempts, please try again in {minutes} minutes',
    'security.outboxUnavailable': 'The outbox is available only in development',
    'security.adminOutbox.title': 'Undelivered mail and SMS',
    'security.adminOutbox.subtitle': 'Kept instead of sent because no mail relay or SMS gateway is configured. Latest first.',
    'security.adminOutbox.none': 'Mail and SMS are delivered: nothing is kept here',
  },
  si: {
    'security.tooManyAttempts': 'උත්සාහයන් වැඩිය, කරුණාකර මිනිත්තු {minutes} කින් නැවත උත්සාහ කරන්න',
    'security.outboxUnavailable': 'පිටත පෙට්ටිය ලබා ගත හැක්කේ සංවර්ධන පරිසරයේ පමණි',
    'security.adminOutbox.title': 'බෙදා නොහරින ලද විද්‍යුත් තැපැල් සහ කෙටි පණිවිඩ',
    'security.adminOutbox.subtitle': 'තැපැල් හෝ කෙටි පණිවිඩ සේවාවක් සකසා නොමැති නිසා යැවීම වෙනුවට මෙහි තබා ඇත. නවතම ඒවා මුලින්.',
    'security.adminOutbox.none': 'විද්‍යුත් තැපැල් සහ කෙටි පණිවිඩ බෙදා හරිනු ලැබේ: මෙහි කිසිවක් තබා නැත',
  },
  ta: {
    'security.tooManyAttempts': 'அதிகமான முயற்சிகள், தயவுசெய்து {minutes} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்',
    'security.outboxUnavailable': 'வெளிச்செல் பெட்டி மேம்பாட்டுச் சூழலில் மட்டுமே கிடைக்கும்',
    'security.adminOutbox.title': 'அனுப்பப்படாத மின்னஞ்சல்களும் குறுஞ்செய்திகளும்',
    'security.adminOutbox.subtitle': 'மின்னஞ்சல் அல்லது குறுஞ்செய்தி சேவை அமைக்கப்படாததால் அனுப்பப்படாமல் இங்கே வைக்கப்பட்டுள்ளன. புதியவை முதலில்.',
    'security.adminOutbox.none': 'மின்னஞ்சல்களும் குறுஞ்செய்திகளும் அனுப்பப்படுகின்றன: இங்கே எதுவும் வைக்கப்படவில்லை',
  },
});
