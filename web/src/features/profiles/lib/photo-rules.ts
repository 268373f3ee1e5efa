/** SPEC section 5: JPG, PNG or GIF, at most 10 MB. */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const maxPhotoBytes = 10 * 1024 * 1024;

export const photoMessages = {
  wrongType: 'Please select a JPG, PNG, or GIF file',
  tooLarge: 'File size must be less than 10MB',
} as const;

/** Why a file cannot be a profile photo, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!(acceptedPhotoTypes as readonly string[]).includes(file.type)) return photoMessages.wrongType;
  if (file.size > maxPhotoBytes) return photoMessages.tooLarge;
  return null;
}
