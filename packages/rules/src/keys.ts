/** An API key's name: 1–40 characters. */
export const API_KEY_NAME_MAX = 40;
