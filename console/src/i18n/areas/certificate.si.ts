import type { Translation } from './define';
import type { certificateEn } from './certificate';

/** Sinhala of ./certificate.ts: the same keys, checked by the type. */
export const certificateSi: Translation<typeof certificateEn> = {
  'certificate.menu': 'මගේ සහතික',
  'certificate.my.title': 'මගේ සහතික',
  'certificate.my.intro':
    'සංවිධානය පැය ගණන තහවුරු කළ, ඔබ සම්පූර්ණ කළ සෑම ස්වේච්ඡා සේවාවකටම සහ ගත වූ සෑම වසරකටම සහතිකයක් නිකුත් කෙරේ. ඕනෑම අයෙකුට සහතිකයේ QR කේතය මඟින් එය තහවුරු කර ගත හැකිය.',
  'certificate.my.none': 'තවම සහතික නැත',
  'certificate.my.noneText': 'ඔබ සම්පූර්ණ කළ ස්වේච්ඡා සේවාවක පැය ගණන සංවිධානය තහවුරු කළ විට, එහි සහතිකය මෙහි දිස් වේ.',
  'certificate.my.annualTitle': '{year} වසරේ ස්වේච්ඡා සේවය',
  'certificate.my.organisation': 'සංවිධානය: {vio}',
  'certificate.my.hours': 'තහවුරු කළ පැය ගණන: {hours}',
  'certificate.my.period': '{from} සිට {to} දක්වා',
  'certificate.my.issued': 'නිකුත් කළ දිනය: {date}',
  'certificate.my.download': 'PDF ලෙස බාගන්න',
  'certificate.my.downloadLabel': '“{title}” සහතිකය PDF ලෙස බාගන්න',
  'certificate.my.downloaded': 'සහතිකය බාගත කරන ලදී.',
  'certificate.my.verifyLink': 'තහවුරු කිරීමේ පිටුව',
  'certificate.verify.title': 'සහතිකය තහවුරු කිරීම',
  'certificate.verify.valid': 'මෙම සහතිකය වලංගුයි',
  'certificate.verify.validText': 'මෙය ජාතික ස්වේච්ඡා සේවා වේදිකාව විසින් නිකුත් කරන ලද අතර පහත දෑ සහතික කරයි:',
  'certificate.verify.name': 'ස්වේච්ඡා සේවකයා',
  'certificate.verify.vio': 'සංවිධානය',
  'certificate.verify.opportunity': 'ස්වේච්ඡා අවස්ථාව',
  'certificate.verify.year': 'වසර',
  'certificate.verify.period': 'කාල සීමාව',
  'certificate.verify.hours': 'තහවුරු කළ පැය ගණන',
  'certificate.verify.issued': 'නිකුත් කළ දිනය',
  'certificate.verify.number': 'සහතික අංකය',
  'certificate.verify.revoked': 'මෙම සහතිකය වලංගු නැත',
  'certificate.verify.revokedText': 'එය අවලංගු කර ඇත. ස්වේච්ඡා සේවකයාගෙන් ඔවුන්ගේ වත්මන් සහතිකය ඉල්ලන්න.',
  'certificate.verify.unknown': 'එවැනි සහතිකයක් නැත',
  'certificate.verify.unknownText': 'මෙම අංකය සහිත සහතිකයක් නැත. ලිපිනය සම්පූර්ණයෙන්ම පිටපත් කර ඇත්දැයි පරීක්ෂා කරන්න.',
};
