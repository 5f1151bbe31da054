/** Validation messages of the content and complaint forms, keyed 'v.content.*'. */
export const contentValidationMessages = {
  'v.content.max200': { en: 'Must be at most 200 characters', si: 'උපරිම අක්ෂර 200ක් විය යුතුය', ta: 'அதிகபட்சம் 200 எழுத்துகள் இருக்க வேண்டும்' },
  'v.content.max2000': { en: 'Must be at most 2000 characters', si: 'උපරිම අක්ෂර 2000ක් විය යුතුය', ta: 'அதிகபட்சம் 2000 எழுத்துகள் இருக்க வேண்டும்' },
  'v.content.max5000': { en: 'Must be at most 5000 characters', si: 'උපරිම අක්ෂර 5000ක් විය යුතුය', ta: 'அதிகபட்சம் 5000 எழுத்துகள் இருக்க வேண்டும்' },
  'v.content.max10000': { en: 'Must be at most 10000 characters', si: 'උපරිම අක්ෂර 10000ක් විය යුතුය', ta: 'அதிகபட்சம் 10000 எழுத்துகள் இருக்க வேண்டும்' },
  'v.content.imageRequired': { en: 'A image is required', si: 'රූපයක් අවශ්‍යයි', ta: 'ஒரு படம் தேவை' },
  'v.content.image': { en: 'Upload the image first', si: 'පළමුව රූපය උඩුගත කරන්න', ta: 'முதலில் படத்தைப் பதிவேற்றவும்' },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
