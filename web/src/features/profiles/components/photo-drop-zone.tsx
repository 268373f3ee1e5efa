import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';

import { acceptedPhotoTypes } from '@/features/profiles/lib/photo-rules';
import { cn } from '@/lib/cn';

type PhotoDropZoneProps = { photo: File | null; onPick: (file: File) => void; disabled?: boolean; describedBy?: string };

/** Shows the chosen photo through an object URL, revoked when the photo changes or the screen goes. */
function PhotoPreview({ photo }: { photo: File }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(photo);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return <img ref={imageRef} alt="Preview of your profile picture" className="absolute inset-0 size-full object-cover" />;
}

/** A button that opens the file chooser and also takes a dropped file; shows the chosen photo. */
export function PhotoDropZone({ photo, onPick, disabled = false, describedBy }: PhotoDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onPick(file);
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <button
        type="button"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'group relative grid aspect-square w-full max-w-64 place-items-center overflow-hidden rounded-full border-2 border-dashed transition-colors duration-200',
          'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-300 disabled:cursor-not-allowed',
          dragging ? 'border-gold-300 bg-gold-400/12' : 'border-ink-500 bg-ink-950/50 enabled:hover:border-gold-400/60',
          photo && 'border-solid border-gold-400/60',
        )}
      >
        {photo ? (
          <PhotoPreview photo={photo} />
        ) : (
          <span className="flex flex-col items-center gap-2 px-6 text-center">
            <ImageUp aria-hidden="true" className="size-8 text-gold-300" strokeWidth={1.5} />
            <span className="text-sm font-medium text-ivory">Drag a photo here</span>
            <span className="text-xs text-ink-300">or press to choose a file</span>
          </span>
        )}
        <span className="sr-only">{photo ? `Change photo (${photo.name})` : 'Choose a photo'}</span>
      </button>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={acceptedPhotoTypes.join(',')}
        aria-label="Profile picture file"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
