/** Validation messages of the account forms, keyed 'v.account.*' (or a spec wording shared only by these forms). */
export const accountValidationMessages = {} as const satisfies Record<string, { en: string; si: string; ta: string }>;
