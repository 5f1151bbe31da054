import type { Translation } from './define';
import type { calendarEn } from './calendar';

/** Tamil of ./calendar.ts: the same keys, checked by the type. */
export const calendarTa: Translation<typeof calendarEn> = {
  'calendar.title': 'எனது நாட்காட்டி',
  'calendar.intro': 'உங்கள் அங்கீகரிக்கப்பட்ட தன்னார்வப் பணி நாட்கள் நீங்கள் ஏற்கனவே பயன்படுத்தும் நாட்காட்டியில்: இந்தத் தனிப்பட்ட முகவரிக்குச் சந்தா செலுத்துங்கள், மாற்றங்களும் ரத்துகளும் தானாகவே வரும்.',
  'calendar.address': 'நாட்காட்டி முகவரி',
  'calendar.copy': 'நகலெடு',
  'calendar.copyLabel': 'நாட்காட்டி முகவரியை நகலெடு',
  'calendar.copied': 'நாட்காட்டி முகவரி நகலெடுக்கப்பட்டது.',
  'calendar.copyFailed': 'நகலெடுக்க முடியவில்லை: முகவரியைத் தேர்ந்தெடுத்து நீங்களே நகலெடுங்கள்.',
  'calendar.how':
    'Google Calendar இல் “Other calendars” → “From URL”, Apple Calendar இல் “File” → “New Calendar Subscription”, Outlook இல் “Add calendar” → “Subscribe from web” என்பதைத் தெரிவுசெய்து, பின்னர் முகவரியை ஒட்டுங்கள் (உங்கள் செயலி தமிழில் இருந்தால் இவை தமிழில் தோன்றும்).',
  'calendar.subscribe': 'எனது நாட்காட்டிச் செயலியில் திற',
  'calendar.private': 'இந்த முகவரி உள்ள எவரும் உங்கள் தன்னார்வப் பணி நாட்களைப் பார்க்கலாம்: அதை உங்களிடம் மட்டுமே வைத்திருங்கள்.',
  'calendar.renew': 'புதிய முகவரி',
  'calendar.renewTitle': 'புதிய நாட்காட்டி முகவரியை உருவாக்கவா?',
  'calendar.renewBody': 'பழைய முகவரி உடனடியாக வேலை செய்வதை நிறுத்தும்: அதற்குச் சந்தா செலுத்திய நாட்காட்டிகள் இனி புதுப்பிக்கப்படாது. புதிய முகவரியுடன் மீண்டும் சந்தா செலுத்துங்கள்.',
  'calendar.renewConfirm': 'புதிய முகவரியை உருவாக்கு',
  'calendar.renewCancel': 'இந்த முகவரியை வைத்திரு',
  'calendar.loadError': 'நாட்காட்டி முகவரியை ஏற்ற முடியவில்லை.',
  'calendar.add': 'நாட்காட்டியில் சேர்',
  'calendar.addLabel': '“{title}” ஐ எனது நாட்காட்டியில் சேர் (.ics கோப்பு)',
  'calendar.addFailed': 'நாட்காட்டிக் கோப்பை உருவாக்க முடியவில்லை.',
};
