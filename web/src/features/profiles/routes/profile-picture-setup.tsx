import { Camera } from 'lucide-react';

import { ComingSoon } from '@/components/ui/coming-soon';

export function ProfilePictureSetupRoute() {
  return (
    <ComingSoon
      eyebrow="Members"
      title="Add a Profile Picture"
      description="Put a face to your name: drag a photo in or choose a file."
      icon={Camera}
      highlights={['JPG, PNG or GIF up to 10 MB', 'Preview before you save', 'Skip for now if you like']}
    />
  );
}
