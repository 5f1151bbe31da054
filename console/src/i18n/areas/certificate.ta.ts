import type { Translation } from './define';
import type { certificateEn } from './certificate';

/** Tamil of ./certificate.ts: the same keys, checked by the type. */
export const certificateTa: Translation<typeof certificateEn> = {
  'certificate.menu': 'எனது சான்றிதழ்கள்',
  'certificate.my.title': 'எனது சான்றிதழ்கள்',
  'certificate.my.intro':
    'நிறுவனம் மணிநேரத்தை உறுதிப்படுத்திய, நீங்கள் நிறைவு செய்த ஒவ்வொரு தன்னார்வப் பணிக்கும், கடந்த ஒவ்வொரு ஆண்டுக்கும் ஒரு சான்றிதழ் வழங்கப்படும். சான்றிதழின் QR குறியீட்டின் மூலம் எவரும் அதைச் சரிபார்க்கலாம்.',
  'certificate.my.none': 'இன்னும் சான்றிதழ்கள் இல்லை',
  'certificate.my.noneText': 'நீங்கள் நிறைவு செய்த தன்னார்வப் பணியின் மணிநேரத்தை நிறுவனம் உறுதிப்படுத்தியதும், அதன் சான்றிதழ் இங்கே தோன்றும்.',
  'certificate.my.annualTitle': '{year} இல் தன்னார்வத் தொண்டு',
  'certificate.my.organisation': 'நிறுவனம்: {vio}',
  'certificate.my.hours': 'உறுதிப்படுத்தப்பட்ட மணிநேரம்: {hours}',
  'certificate.my.period': '{from} முதல் {to} வரை',
  'certificate.my.issued': 'வழங்கப்பட்ட திகதி: {date}',
  'certificate.my.download': 'PDF ஆகப் பதிவிறக்கு',
  'certificate.my.downloadLabel': '“{title}” சான்றிதழை PDF ஆகப் பதிவிறக்கு',
  'certificate.my.downloaded': 'சான்றிதழ் பதிவிறக்கப்பட்டது.',
  'certificate.my.verifyLink': 'சரிபார்ப்புப் பக்கம்',
  'certificate.verify.title': 'சான்றிதழ் சரிபார்ப்பு',
  'certificate.verify.valid': 'இந்தச் சான்றிதழ் செல்லுபடியானது',
  'certificate.verify.validText': 'இது தேசிய தன்னார்வத் தொண்டு தளத்தால் வழங்கப்பட்டது; இது உறுதிப்படுத்துவது:',
  'certificate.verify.name': 'தன்னார்வலர்',
  'certificate.verify.vio': 'நிறுவனம்',
  'certificate.verify.opportunity': 'தன்னார்வ வாய்ப்பு',
  'certificate.verify.year': 'ஆண்டு',
  'certificate.verify.period': 'காலம்',
  'certificate.verify.hours': 'உறுதிப்படுத்தப்பட்ட மணிநேரம்',
  'certificate.verify.issued': 'வழங்கப்பட்ட திகதி',
  'certificate.verify.number': 'சான்றிதழ் இலக்கம்',
  'certificate.verify.revoked': 'இந்தச் சான்றிதழ் செல்லுபடியற்றது',
  'certificate.verify.revokedText': 'இது இரத்துச் செய்யப்பட்டுள்ளது. தன்னார்வலரிடம் அவரது தற்போதைய சான்றிதழைக் கேளுங்கள்.',
  'certificate.verify.unknown': 'அப்படி ஒரு சான்றிதழ் இல்லை',
  'certificate.verify.unknownText': 'இந்த இலக்கத்துடன் எந்தச் சான்றிதழும் இல்லை. முகவரி முழுமையாக நகலெடுக்கப்பட்டதா எனச் சரிபார்க்கவும்.',
};
