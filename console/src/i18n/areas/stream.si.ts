import type { Translation } from './define';
import type { streamEn } from './stream';

/** Sinhala of ./stream.ts: the same keys, checked by the type. */
export const streamSi: Translation<typeof streamEn> = {
  'sinks.menu': 'බෙදාහැරීම්',
  'sinks.title': 'බෙදාහැරීම්: විද්‍යුත් තැපෑල, කෙටි පණිවිඩ, සිදුවීම් ප්‍රවාහය සහ වාර්තා',
  'sinks.subtitle': 'අසාර්ථක වන පණිවිඩයක් සෑම සේවාවක්ම වැඩෙන විරාම සමඟ නැවත උත්සාහ කරයි; දිගටම අසාර්ථක වන පණිවිඩයක් පහත වෙන් කර තබා සේවාව ඉදිරියට යයි.',
  'sinks.table': 'සේවාවන් සහ ඒවායේ තත්ත්වය',
  'sinks.name': 'සේවාව',
  'sinks.state': 'තත්ත්වය',
  'sinks.state.ok': 'ක්‍රියාත්මකයි',
  'sinks.state.retrying': 'නැවත උත්සාහ කරමින්',
  'sinks.attempts': 'උත්සාහය {attempts}, ඊළඟ වතාව {time}',
  'sinks.lastError': 'අවසන් දෝෂය',
  'sinks.deadLetterCount': 'වෙන් කළ',
  'sinks.deadLetters': 'වෙන් කර තැබූ පණිවිඩ',
  'sinks.deadLetters.none': 'කිසිදු පණිවිඩයක් වෙන් කර තබා නැත',
  'sinks.event': 'සිදුවීම',
  'sinks.error': 'දෝෂය',
  'sinks.failedAt': 'වෙන් කළ වේලාව',
  'sinks.unavailable': 'බෙදාහැරීම් තත්ත්වය පූරණය කළ නොහැකි විය',
  'sinks.kind.mail': 'විද්‍යුත් තැපෑල සහ කෙටි පණිවිඩ',
  'sinks.kind.kafka': 'සිදුවීම් ප්‍රවාහය (Kafka)',
  'sinks.kind.facts': 'වාර්තා දත්ත (ClickHouse)',
  'sinks.retry': 'නැවත උත්සාහ කරන්න',
  'sinks.retry.column': 'නැවත උත්සාහය',
  'sinks.retry.label': '{type} {id} නැවත උත්සාහ කරන්න',
  'sinks.retry.requested': 'නැවත උත්සාහය ඉල්ලා ඇත: තත්පර කිහිපයකින් පණිවිඩය නැවත යවනු ලැබේ',
  'sinks.retry.pending': 'නැවත උත්සාහය ඉල්ලා ඇත',
  'sinks.attemptsMade': '{attempts, plural, one {උත්සාහයන් #} other {උත්සාහයන් #}}',
};
