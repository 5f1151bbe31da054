/**
 * One area's messages in the three languages. The type makes Sinhala and Tamil carry exactly the English
 * keys, so a missing translation fails the type check, not the user.
 */
export const defineArea = <const E extends Record<string, string>>(messages: { en: E; si: Record<keyof E, string>; ta: Record<keyof E, string> }) => messages;
