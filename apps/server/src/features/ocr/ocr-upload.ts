import { MAX_IMAGE_BYTES } from '@revisely/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../core/http-error.js';
import { checkImagePixels } from '../../core/image-pixels.js';
import { type AcceptedImageType, validateImageUpload } from '../../core/image-type.js';
import { readUpload } from '../../core/read-upload.js';

const TOO_LARGE = 'File Too Large: Image must be smaller than 15MB.';

/**
 * The photo from a multipart upload's `image` field, checked by content (type, size, pixel count)
 * exactly as every OCR endpoint needs it. Other file fields are drained and ignored.
 */
export async function readImageUpload(request: FastifyRequest): Promise<{ image: Buffer; type: AcceptedImageType }> {
  if (!request.isMultipart())
    throw badRequest("No image uploaded: send the photo as multipart form data in the 'image' field.");
  const { file } = await readUpload(request, { fileSize: MAX_IMAGE_BYTES, tooLarge: TOO_LARGE, fileField: 'image' });
  if (!file) throw badRequest("No image uploaded: send the photo in the 'image' field.");
  const image = file.data;
  const type = validateImageUpload(image, MAX_IMAGE_BYTES);
  await checkImagePixels(image);
  return { image, type };
}
