/** Validation messages of attendance (issue 28), keyed 'v.att.*'. */
export const attendanceValidationMessages = {
  'v.att.unknownId': { en: 'Not found', si: 'හමු නොවීය', ta: 'கிடைக்கவில்லை' },
  'v.att.date': { en: 'Date is not valid', si: 'දිනය වලංගු නැත', ta: 'தேதி செல்லுபடியற்றது' },
  'v.att.code': { en: 'The check-in code is not valid', si: 'පැමිණීමේ කේතය වලංගු නැත', ta: 'வருகைக் குறியீடு செல்லுபடியற்றது' },
  'v.att.codeOrName': {
    en: 'Scan the volunteer’s code or choose their name (one of the two)',
    si: 'ස්වේච්ඡා සේවකයාගේ කේතය ස්කෑන් කරන්න හෝ ඔවුන්ගේ නම තෝරන්න (දෙකෙන් එකක්)',
    ta: 'தன்னார்வலரின் குறியீட்டை ஸ்கேன் செய்யவும் அல்லது அவரது பெயரைத் தேர்ந்தெடுக்கவும் (இரண்டில் ஒன்று)',
  },
  'v.att.replyLink': { en: 'This link is not valid', si: 'මෙම සබැඳිය වලංගු නැත', ta: 'இந்த இணைப்பு செல்லுபடியற்றது' },
  'v.att.answer': { en: 'Answer YES or NO', si: 'YES හෝ NO ලෙස පිළිතුරු දෙන්න', ta: 'YES அல்லது NO என்று பதிலளிக்கவும்' },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
