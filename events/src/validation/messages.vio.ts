/** Validation messages of the vio forms, keyed 'v.vio.*' (or a spec wording shared only by these forms). */
export const vioValidationMessages = {} as const satisfies Record<string, { en: string; si: string; ta: string }>;
