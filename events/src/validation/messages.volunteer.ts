/** Validation messages of the volunteer forms, keyed 'v.volunteer.*' (or a spec wording shared only by these forms). */
export const volunteerValidationMessages = {} as const satisfies Record<string, { en: string; si: string; ta: string }>;
