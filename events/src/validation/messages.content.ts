/** Validation messages of the content and complaint forms, keyed 'v.content.*'. */
export const contentValidationMessages = {
  'v.content.max200': { en: 'Must be at most 200 characters', si: 'උපරිම අක්ෂර 200ක් විය යුතුය', ta: 'அதிகபட்சம் 200 எழுத்துகள் இருக்க வேண்டும்' },
  'v.content.max2000': { en: 'Must be at most 2000 characters', si: 'උපරිම අක්ෂර 2000ක් විය යුතුය', ta: 'அதிகபட்சம் 2000 எழுத்துகள் இருக்க வேண்டும்' },
  'v.content.max5000': { en: 'Must be at most 5000 characters', si: 'උපරිම අක්ෂර 5000ක් විය යුතුය', ta: 'அதிகபட்சம் 5000 எழுத்துகள் இருக்க வேண்டும்' },
  'v.content.max10000': { en: 'Must be at most 10000 characters', si: 'උපරිම අක්ෂර 10000ක් විය යුතුය', ta: 'அதிகபட்சம் 10000 எழுத்துகள் இருக்க வேண்டும்' },
  'v.content.imageRequired': { en: 'A image is required', si: 'රූපයක් අවශ්‍යයි', ta: 'ஒரு படம் தேவை' },
  'v.content.image': { en: 'Upload the image first', si: 'පළමුව රූපය උඩුගත කරන්න', ta: 'முதலில் படத்தைப் பதிவேற்றவும்' },
  // Answers of the image upload (IMAGE_MESSAGES in reference/image-assets.ts; the English must stay equal).
  'v.image.tooLarge': { en: 'The image must be at most 2 MB', si: 'රූපය උපරිම 2 MB විය යුතුය', ta: 'படம் அதிகபட்சம் 2 MB ஆக இருக்க வேண்டும்' },
  'v.image.wrongType': {
    en: 'Only PNG, JPEG or WebP images are allowed',
    si: 'PNG, JPEG හෝ WebP රූප පමණක් භාවිත කළ හැක',
    ta: 'PNG, JPEG அல்லது WebP படங்கள் மட்டுமே அனுமதிக்கப்படும்',
  },
  'v.image.noFile': { en: 'Choose an image to upload', si: 'උඩුගත කිරීමට රූපයක් තෝරන්න', ta: 'பதிவேற்ற ஒரு படத்தைத் தேர்ந்தெடுக்கவும்' },
  'v.image.urlRequired': { en: 'Upload an image first', si: 'පළමුව රූපයක් උඩුගත කරන්න', ta: 'முதலில் ஒரு படத்தைப் பதிவேற்றவும்' },
  'v.image.unknownImage': { en: 'This image was not uploaded here', si: 'මෙම රූපය මෙහි උඩුගත කර නැත', ta: 'இந்தப் படம் இங்கு பதிவேற்றப்படவில்லை' },
  'v.image.unreadable': { en: 'The image could not be read', si: 'රූපය කියවිය නොහැකි විය', ta: 'படத்தைப் படிக்க முடியவில்லை' },
  'v.image.tooManyUploads': {
    en: 'You have uploaded too many images in the last hour. Please try again later.',
    si: 'පසුගිය පැය තුළ ඔබ රූප ඕනෑවට වඩා උඩුගත කර ඇත. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
    ta: 'கடந்த ஒரு மணி நேரத்தில் நீங்கள் அதிகமான படங்களைப் பதிவேற்றியுள்ளீர்கள். பின்னர் மீண்டும் முயற்சிக்கவும்.',
  },
  'v.image.storageFull': {
    en: 'Your uploaded images have reached the storage limit of your account.',
    si: 'ඔබ උඩුගත කළ රූප ඔබගේ ගිණුමේ ගබඩා සීමාවට ළඟා වී ඇත.',
    ta: 'நீங்கள் பதிவேற்றிய படங்கள் உங்கள் கணக்கின் சேமிப்பு வரம்பை எட்டியுள்ளன.',
  },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
