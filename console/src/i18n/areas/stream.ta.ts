import type { Translation } from './define';
import type { streamEn } from './stream';

/** Tamil of ./stream.ts: the same keys, checked by the type. */
export const streamTa: Translation<typeof streamEn> = {
  'sinks.menu': 'விநியோகங்கள்',
  'sinks.title': 'விநியோகங்கள்: மின்னஞ்சல், குறுஞ்செய்தி, நிகழ்வு ஓடை மற்றும் அறிக்கைகள்',
  'sinks.subtitle': 'தோல்வியடையும் செய்தியை ஒவ்வொரு சேவையும் நீளும் இடைவெளிகளுடன் மீண்டும் முயல்கிறது; தொடர்ந்து தோல்வியடையும் செய்தி கீழே ஒதுக்கப்பட்டு சேவை தொடர்கிறது.',
  'sinks.table': 'சேவைகளும் அவற்றின் நிலையும்',
  'sinks.name': 'சேவை',
  'sinks.state': 'நிலை',
  'sinks.state.ok': 'இயங்குகிறது',
  'sinks.state.retrying': 'மீண்டும் முயல்கிறது',
  'sinks.attempts': 'முயற்சி {attempts}, அடுத்தது {time}',
  'sinks.lastError': 'கடைசிப் பிழை',
  'sinks.deadLetterCount': 'ஒதுக்கப்பட்டவை',
  'sinks.deadLetters': 'ஒதுக்கப்பட்ட செய்திகள்',
  'sinks.deadLetters.none': 'எந்தச் செய்தியும் ஒதுக்கப்படவில்லை',
  'sinks.event': 'நிகழ்வு',
  'sinks.error': 'பிழை',
  'sinks.failedAt': 'ஒதுக்கப்பட்ட நேரம்',
  'sinks.unavailable': 'விநியோக நிலையை ஏற்ற முடியவில்லை',
  'sinks.kind.mail': 'மின்னஞ்சல் மற்றும் குறுஞ்செய்தி',
  'sinks.kind.kafka': 'நிகழ்வு ஓடை (Kafka)',
  'sinks.kind.facts': 'அறிக்கைத் தரவு (ClickHouse)',
  'sinks.retry': 'மீண்டும் முயல்க',
  'sinks.retry.column': 'மீள்முயற்சி',
  'sinks.retry.label': '{type} {id} மீண்டும் முயல்க',
  'sinks.retry.requested': 'மீள்முயற்சி கோரப்பட்டது: சில வினாடிகளில் செய்தி மீண்டும் அனுப்பப்படும்',
  'sinks.retry.pending': 'மீள்முயற்சி கோரப்பட்டது',
  'sinks.attemptsMade': '{attempts, plural, one {# முயற்சி} other {# முயற்சிகள்}}',
};
