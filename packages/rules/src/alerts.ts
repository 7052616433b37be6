/** A webhook alert channel's signing secret (HMAC of each delivery's body): at least this many characters. */
export const WEBHOOK_SECRET_MIN = 16;
