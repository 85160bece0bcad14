import { Camera } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ImageCropDialog, initialCropPercentages, loadImage, type PixelArea } from '@/components/media';
import { cn } from '@/lib/utils';
import { CREATOR_IMAGE_SETTINGS, useSaveCreatorImage, type CreatorImageKind } from '../api/creator-images';
import type { Creator } from '../api/types';

interface Chosen {
  kind: CreatorImageKind;
  src: string;
  initialCrop: PixelArea;
}

/**
 * The owner's or an admin's edit buttons on the hero and the avatar: choose an image
 * (only image/* files: 'Invalid file type' / 'Please select an image file'), crop it, save it.
 */
export function useCreatorImageEditing(creator: Pick<Creator, 'id' | 'handle'>) {
  const input = useRef<HTMLInputElement>(null);
  const pendingKind = useRef<CreatorImageKind>('avatar');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const save = useSaveCreatorImage(creator);

  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen.src);
  }, [chosen]);

  const choose = (kind: CreatorImageKind) => {
    pendingKind.current = kind;
    input.current?.click();
  };

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid file type', description: 'Please select an image file', variant: 'destructive' });
      return;
    }
    const src = URL.createObjectURL(file);
    try {
      const image = await loadImage(src);
      const kind = pendingKind.current;
      setChosen({ kind, src, initialCrop: initialCropPercentages(image.naturalWidth, image.naturalHeight, CREATOR_IMAGE_SETTINGS[kind].aspect) });
    } catch {
      URL.revokeObjectURL(src);
      toast({ title: 'Failed to upload image', description: 'This file could not be read as an image.', variant: 'destructive' });
    }
  };

  const settings = chosen ? CREATOR_IMAGE_SETTINGS[chosen.kind] : null;
  const elements = (
    <>
      <input ref={input} type="file" accept="image/*" className="hidden" data-testid="creator-image-input" onChange={(event) => void onFile(event.target.files?.[0])} />
      {chosen && settings && (
        <Suspense fallback={null}>
          <ImageCropDialog
            open
            title={settings.title}
            image={chosen}
            aspect={settings.aspect}
            cropShape={settings.cropShape}
            output={settings.output}
            onCropFailed={() => toast({ title: 'Error', description: 'Failed to crop image', variant: 'destructive' })}
            onCropped={async (blob) => {
              if (await save(chosen.kind, blob)) setChosen(null);
            }}
            onOpenChange={(open) => !open && setChosen(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { choose, elements };
}

export function EditImageButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'grid size-9 place-items-center rounded-full border border-border-strong bg-canvas/80 text-ink shadow-lg backdrop-blur',
        'hover:border-accent-bright hover:text-accent-light focus-visible:outline-2 focus-visible:outline-accent-bright',
        className,
      )}
    >
      <Camera aria-hidden className="size-4" />
    </button>
  );
}
