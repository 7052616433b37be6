/** SPEC §9: the generated samples give up after 10 s. */
export const SAMPLE_TIMEOUT_SECONDS = 10;
