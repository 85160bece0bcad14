import { Suspense, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ImageCropDialog, initialCropPercentages, loadImage, type PixelArea } from '@/components/media';
import { aspectOptions, mediaFileProblem, PROFILE_CROP_OUTPUT } from '../lib/crop-settings';

interface Chosen {
  src: string;
  initialCrop: PixelArea;
  options: { label: string; value: number }[];
  aspect: number;
}

/**
 * Choose an image → crop it (Free, 1:1, 3:4, 4:3, 16:9; JPEG 0.9) → hand the JPEG to `onCropped`
 * ('Image cropped successfully!'). One file input; `choose(aspect)` opens it with a starting shape.
 */
export function useImageCropFlow({ title, testId, onCropped }: { title: string; testId: string; onCropped: (image: Blob) => Promise<boolean> }) {
  const input = useRef<HTMLInputElement>(null);
  const startAspect = useRef<number | null>(1);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen.src);
  }, [chosen]);

  const choose = (aspect: number | null) => {
    startAspect.current = aspect;
    input.current?.click();
  };

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = mediaFileProblem('image', file);
    if (problem) {
      window.alert(problem);
      return;
    }
    const src = URL.createObjectURL(file);
    try {
      const image = await loadImage(src);
      const options = aspectOptions(image.naturalWidth, image.naturalHeight);
      const aspect = startAspect.current ?? options[0].value;
      setChosen({ src, options, aspect, initialCrop: initialCropPercentages(image.naturalWidth, image.naturalHeight, aspect) });
    } catch {
      URL.revokeObjectURL(src);
      window.alert('Upload failed. Please try again.');
    }
  };

  const elements = (
    <>
      <input ref={input} type="file" accept="image/png,image/jpeg" className="hidden" data-testid={testId} onChange={(event) => void onFile(event.target.files?.[0])} />
      {chosen && (
        <Suspense fallback={null}>
          <ImageCropDialog
            open
            title={title}
            image={chosen}
            aspect={chosen.aspect}
            aspectOptions={chosen.options}
            output={PROFILE_CROP_OUTPUT}
            onCropFailed={() => toast({ title: 'Error', description: 'Failed to crop image', variant: 'destructive' })}
            onCropped={async (blob) => {
              toast({ title: 'Image cropped successfully!' });
              if (await onCropped(blob)) setChosen(null);
            }}
            onOpenChange={(open) => !open && setChosen(null)}
          />
        </Suspense>
      )}
    </>
  );
  return { choose, elements };
}
