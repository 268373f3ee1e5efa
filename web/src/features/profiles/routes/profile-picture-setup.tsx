import { Camera, Check, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { ScreenCard } from '@/components/ui/screen-card';
import { paths } from '@/config/paths';
import { useUploadPhoto } from '@/features/profiles/api/upload-photo';
import { PhotoDropZone } from '@/features/profiles/components/photo-drop-zone';
import { photoMessages, photoProblem } from '@/features/profiles/lib/photo-rules';
import { ApiError, NetworkError } from '@/lib/api-client';

type UploadFailure = { message: string; signInAgain?: boolean };

function uploadFailure(error: Error): UploadFailure {
  if (error instanceof NetworkError) return { message: 'Network error. Please check your connection and try again.' };
  if (!(error instanceof ApiError)) return { message: 'Your photo could not be saved. Please try again.' };
  if (error.status === 415) return { message: photoMessages.wrongType };
  if (error.status === 413) return { message: photoMessages.tooLarge };
  if (error.status === 401) return { message: 'Your session has ended. Please sign in again to save your photo.', signInAgain: true };
  return { message: 'Your photo could not be saved. Please try again.' };
}

export function ProfilePictureSetupRoute() {
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<File | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const uploadPhoto = useUploadPhoto();
  const uploading = uploadPhoto.isPending;

  const pick = (file: File) => {
    const problem = photoProblem(file);
    setFailure(problem ? { message: problem } : null);
    setPhoto(problem ? null : file);
  };

  const save = () => {
    if (!photo) return;
    setFailure(null);
    uploadPhoto.mutate(photo, {
      onSuccess: () => void navigate(paths.founder.discover.getHref()),
      onError: (error) => setFailure(uploadFailure(error)),
    });
  };

  return (
    <ScreenCard
      title="Add a Profile Picture"
      eyebrow="Almost there"
      description="Put a face to your name. Members are far more likely to connect with a founder they can see."
      icon={Camera}
    >
      <PhotoDropZone photo={photo} onPick={pick} disabled={uploading} describedBy="photo-rules" />
      <p id="photo-rules" className="-mt-2 text-center text-xs text-ink-500">
        JPG, PNG or GIF, up to 10 MB.
      </p>

      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {uploading ? (
          <Notice tone="info" className="flex items-center gap-2">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Uploading…
          </Notice>
        ) : null}
        {failure ? (
          <Notice tone="error">
            {failure.message}
            {failure.signInAgain ? (
              <>
                {' '}
                <Link to={paths.auth.founderLogin.getHref()} className="underline underline-offset-2 hover:text-ivory">
                  Sign in
                </Link>
              </>
            ) : null}
          </Notice>
        ) : null}
      </div>

      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button size="lg" onClick={save} disabled={!photo || uploading} className="sm:flex-1">
          <Check aria-hidden="true" className="size-4" />
          Looks Good
        </Button>
        <Button size="lg" variant="ghost" onClick={() => void navigate(paths.founder.discover.getHref())} disabled={uploading}>
          Skip for Now
        </Button>
      </div>
    </ScreenCard>
  );
}
