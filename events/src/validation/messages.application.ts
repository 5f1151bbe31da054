/** Validation messages of applications, agreements and feedback, keyed 'v.app.*' (spec §8 wording where it has one). */
export const applicationValidationMessages = {
  'v.app.unknownId': { en: 'Not found', si: 'හමු නොවීය', ta: 'கிடைக்கவில்லை' },
  'v.app.date': { en: 'Date is not valid', si: 'දිනය වලංගු නැත', ta: 'தேதி செல்லுபடியற்றது' },
  'v.app.selectDays': { en: 'Please select at least one day', si: 'කරුණාකර අවම වශයෙන් එක් දිනයක් තෝරන්න', ta: 'குறைந்தது ஒரு நாளைத் தேர்ந்தெடுக்கவும்' },
  'v.app.tooManyDays': { en: 'Please select at most 366 days', si: 'කරුණාකර උපරිම දින 366ක් තෝරන්න', ta: 'அதிகபட்சம் 366 நாட்களைத் தேர்ந்தெடுக்கவும்' },
  'v.app.pastDay': { en: 'Please choose days after today', si: 'කරුණාකර අදට පසු දින තෝරන්න', ta: 'இன்றைக்குப் பிந்தைய நாட்களைத் தேர்ந்தெடுக்கவும்' },
  'v.app.outsidePeriod': {
    en: 'Please choose days within the period of the opportunity',
    si: 'කරුණාකර අවස්ථාවේ කාල සීමාව තුළ දින තෝරන්න',
    ta: 'வாய்ப்பின் காலத்திற்குள் உள்ள நாட்களைத் தேர்ந்தெடுக்கவும்',
  },
  'v.app.notWeekday': {
    en: "Please choose days on the opportunity's weekdays",
    si: 'කරුණාකර අවස්ථාවේ සතියේ දිනවල දින තෝරන්න',
    ta: 'வாய்ப்பின் வார நாட்களில் உள்ள நாட்களைத் தேர்ந்தெடுக்கவும்',
  },
  'v.app.agreeAll': { en: 'Please agree to every point', si: 'කරුණාකර සියලු කරුණුවලට එකඟ වන්න', ta: 'அனைத்து அம்சங்களுக்கும் ஒப்புக்கொள்ளவும்' },
  // Spec §8: one message for every incomplete feedback form.
  'v.app.feedbackIncomplete': { en: 'Please Fill the all components', si: 'කරුණාකර සියලු කොටස් පුරවන්න', ta: 'அனைத்துப் பகுதிகளையும் நிரப்பவும்' },
  'v.app.tooManyHours': { en: 'The hours are more than a year of full days', si: 'පැය ගණන සම්පූර්ණ දින වසරකට වඩා වැඩිය', ta: 'மணிநேரங்கள் ஒரு வருட முழு நாட்களை விட அதிகம்' },
  'v.app.max65536': { en: 'Max length 65536 characters', si: 'උපරිම අක්ෂර 65536කි', ta: 'அதிகபட்சம் 65536 எழுத்துகள்' },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
