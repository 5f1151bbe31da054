import { volunteerValidationMessages } from './messages.volunteer';
import { vioValidationMessages } from './messages.vio';
import { accountValidationMessages } from './messages.account';
import { typeValidationMessages } from './messages.types';
import { opportunityValidationMessages } from './messages.opportunity';
import { applicationValidationMessages } from './messages.application';
import { contentValidationMessages } from './messages.content';
import { emergencyValidationMessages } from './messages.emergency';
import { organisationValidationMessages } from './messages.organisation';
import { textValidationMessages } from './messages.text';
import { pagingValidationMessages } from './messages.paging';
import { attendanceValidationMessages } from './messages.attendance';
import { matchingValidationMessages } from './matching';
import { NIC_FORMATS } from './nic';

/**
 * Validation messages, written once. Schemas carry the key; the console shows it in the interface
 * language through react-intl, the API answers with the English text (the spec's exact wording).
 */

export const coreValidationMessages = {
  'v.required': { en: 'Required', si: 'අවශ්‍යයි', ta: 'தேவை' },
  'v.email': { en: 'Email must be a valid email', si: 'වලංගු විද්‍යුත් තැපැල් ලිපිනයක් විය යුතුය', ta: 'சரியான மின்னஞ்சல் முகவரியாக இருக்க வேண்டும்' },
  'v.password6': {
    en: 'Password must be at least 6 characters long',
    si: 'මුරපදය අවම වශයෙන් අක්ෂර 6ක් විය යුතුය',
    ta: 'கடவுச்சொல் குறைந்தது 6 எழுத்துகள் கொண்டிருக்க வேண்டும்',
  },
  'v.password8': {
    en: 'Password must be at least 8 characters long',
    si: 'මුරපදය අවම වශයෙන් අක්ෂර 8ක් විය යුතුය',
    ta: 'கடவுச்சொல் குறைந்தது 8 எழுத்துகள் கொண்டிருக்க வேண்டும்',
  },
  'v.passwordsMatch': { en: 'Passwords must match', si: 'මුරපද දෙක සමාන විය යුතුය', ta: 'கடவுச்சொற்கள் பொருந்த வேண்டும்' },
  'v.max30': { en: 'Must be at most 30 characters', si: 'උපරිම අක්ෂර 30ක් විය යුතුය', ta: 'அதிகபட்சம் 30 எழுத்துகள் இருக்க வேண்டும்' },
  'v.max100': { en: 'Must be at most 100 characters', si: 'උපරිම අක්ෂර 100ක් විය යුතුය', ta: 'அதிகபட்சம் 100 எழுத்துகள் இருக்க வேண்டும்' },
  'v.nicAlnum': {
    en: `NIC should only have numbers and letters. ${NIC_FORMATS.en}`,
    si: `ජා.හැ.අ. අංකයේ අංක සහ අකුරු පමණක් තිබිය යුතුය. ${NIC_FORMATS.si}`,
    ta: `தே.அ.அ. எண்ணில் எண்களும் எழுத்துகளும் மட்டுமே இருக்க வேண்டும். ${NIC_FORMATS.ta}`,
  },
  'v.nicMin': {
    en: `NIC must be at least 10 characters long. ${NIC_FORMATS.en}`,
    si: `ජා.හැ.අ. අංකය අවම වශයෙන් අක්ෂර 10ක් විය යුතුය. ${NIC_FORMATS.si}`,
    ta: `தே.அ.அ. எண் குறைந்தது 10 எழுத்துகள் கொண்டிருக்க வேண்டும். ${NIC_FORMATS.ta}`,
  },
  'v.nicMax': {
    en: `NIC must be at most 12 characters long. ${NIC_FORMATS.en}`,
    si: `ජා.හැ.අ. අංකය උපරිම අක්ෂර 12ක් විය යුතුය. ${NIC_FORMATS.si}`,
    ta: `தே.அ.அ. எண் அதிகபட்சம் 12 எழுத்துகள் கொண்டிருக்க வேண்டும். ${NIC_FORMATS.ta}`,
  },
  'v.nicInvalid': {
    en: `NIC is not valid. ${NIC_FORMATS.en}`,
    si: `ජා.හැ.අ. අංකය වලංගු නැත. ${NIC_FORMATS.si}`,
    ta: `தே.அ.அ. எண் செல்லுபடியற்றது. ${NIC_FORMATS.ta}`,
  },
  'v.age16': {
    en: 'You must be 16 years or above to register',
    si: 'ලියාපදිංචි වීමට ඔබ වයස අවුරුදු 16 හෝ ඊට වැඩි විය යුතුය',
    ta: 'பதிவு செய்ய நீங்கள் 16 வயது அல்லது அதற்கு மேற்பட்டவராக இருக்க வேண்டும்',
  },
  'v.vioType': { en: 'Required', si: 'අවශ්‍යයි', ta: 'தேவை' },
} as const;

export type Language = 'en' | 'si' | 'ta';
export type Translations = Record<string, Record<Language, string>>;

/** Every validation message: the core ones plus each area's (volunteer bio, VIO profile, accounts…). */
export const validationMessages: Translations = { ...coreValidationMessages, ...volunteerValidationMessages, ...vioValidationMessages, ...accountValidationMessages, ...typeValidationMessages, ...opportunityValidationMessages, ...applicationValidationMessages, ...contentValidationMessages, ...emergencyValidationMessages, ...organisationValidationMessages, ...textValidationMessages, ...pagingValidationMessages, ...attendanceValidationMessages, ...matchingValidationMessages };

export const translateMessage = (keyOrText: string, language: Language = 'en'): string => validationMessages[keyOrText]?.[language] ?? keyOrText;
