/** The image sniffing is shared (blog covers use it too): it lives in core. */
export { MAX_SCREENSHOT_BYTES, sniffImage, type ImageMime } from '../../core/image-type.js';
