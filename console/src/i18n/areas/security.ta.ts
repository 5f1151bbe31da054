import type { Translation } from './define';
import type { securityEn } from './security';

/** Tamil of ./security.ts: the same keys, checked by the type. */
export const securityTa: Translation<typeof securityEn> = {
  'security.tooManyAttempts': 'அதிகமான முயற்சிகள், தயவுசெய்து {minutes, plural, one {# நிமிடத்தில்} other {# நிமிடங்களில்}} மீண்டும் முயற்சிக்கவும்',
  'security.outboxUnavailable': 'வெளிச்செல் பெட்டி மேம்பாட்டுச் சூழலில் மட்டுமே கிடைக்கும்',
  'security.adminOutbox.title': 'அனுப்பப்படாத மின்னஞ்சல்களும் குறுஞ்செய்திகளும்',
  'security.adminOutbox.subtitle': 'மின்னஞ்சல் அல்லது குறுஞ்செய்தி சேவை அமைக்கப்படாததால் அனுப்பப்படாமல் இங்கே வைக்கப்பட்டுள்ளன. புதியவை முதலில்.',
  'security.adminOutbox.none': 'மின்னஞ்சல்களும் குறுஞ்செய்திகளும் அனுப்பப்படுகின்றன: இங்கே எதுவும் வைக்கப்படவில்லை',
};
