/**
 * What free text people write for others to read (a comment, a reply, a wish on the assistant's waitlist)
 * may not hold: control characters other than the tab and line breaks (\t \n \r), DEL and C1, and the
 * bidirectional embeddings, overrides and isolates — which reverse how the text after them reads (a link
 * or a price shown backwards). Refused rather than stripped: the author sees why. One-line names refuse
 * every control character (the gateway's hasNameControls).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const TEXT_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** True when free text holds a character of TEXT_CONTROLS. */
export const hasTextControls = (s: string): boolean => TEXT_CONTROLS.test(s);
