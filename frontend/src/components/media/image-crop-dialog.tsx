import { useCallback, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { cropImage, type CropOutput, type PixelArea } from './crop-image';

/** The specification's ranges: scale 0.5 to 3 in steps of 0.1; rotation −180 to 180 in steps of 1. */
export const ZOOM = { min: 0.5, max: 3, step: 0.1 } as const;
export const ROTATION = { min: -180, max: 180, step: 1 } as const;

export interface ImageCropDialogProps {
  open: boolean;
  title: string;
  /** An object URL of the chosen file, with its natural size (for the starting crop). */
  image: { src: string; initialCrop: PixelArea };
  aspect: number;
  /**
   * Offered shapes (the specification's Free, Square 1:1, Portrait 3:4, Landscape 4:3, Wide 16:9); the one
   * whose value equals `aspect` starts chosen. A 'Free' entry carries the image's own shape.
   */
  aspectOptions?: readonly { label: string; value: number }[];
  cropShape?: 'rect' | 'round';
  output: CropOutput;
  /** Receives the cropped JPEG; the dialog shows a pending state until it settles. */
  onCropped: (image: Blob) => Promise<void>;
  /** The crop itself failed (the specification's 'Failed to crop image'). */
  onCropFailed: (error: unknown) => void;
  onOpenChange: (open: boolean) => void;
}

/** The crop dialog (react-easy-crop): drag to place, zoom and rotate with sliders or keys, Save uploads. */
export default function ImageCropDialog({ open, title, image, aspect: initialAspect, aspectOptions, cropShape = 'rect', output, onCropped, onCropFailed, onOpenChange }: ImageCropDialogProps) {
  const [aspectLabel, setAspectLabel] = useState(() => aspectOptions?.find((option) => option.value === initialAspect)?.label ?? null);
  const aspect = aspectOptions?.find((option) => option.label === aspectLabel)?.value ?? initialAspect;
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const save = async () => {
    if (!area) return;
    setSaving(true);
    try {
      let blob: Blob;
      try {
        blob = await cropImage(image.src, area, rotation, output);
      } catch (error) {
        onCropFailed(error);
        return;
      }
      await onCropped(blob);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-w-2xl" data-testid="image-crop-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Drag to position the image; zoom and rotate to frame it.</DialogDescription>
        </DialogHeader>
        <div className="relative h-72 overflow-hidden rounded-lg bg-canvas sm:h-96">
          <Cropper
            image={image.src}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={aspect}
            cropShape={cropShape}
            minZoom={ZOOM.min}
            maxZoom={ZOOM.max}
            zoomSpeed={ZOOM.step}
            restrictPosition={false}
            initialCroppedAreaPercentages={image.initialCrop}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={onCropComplete}
          />
        </div>
        {aspectOptions && (
          <div role="radiogroup" aria-label="Aspect ratio" className="mt-3 flex flex-wrap gap-2">
            {aspectOptions.map((option) => (
              <button
                key={option.label}
                type="button"
                role="radio"
                aria-checked={option.label === aspectLabel}
                onClick={() => setAspectLabel(option.label)}
                className={
                  option.label === aspectLabel
                    ? 'rounded-full border border-accent-bright bg-accent/15 px-3 py-1 text-xs text-accent-pale'
                    : 'rounded-full border border-border-strong px-3 py-1 text-xs text-ink-subtle hover:border-border-hover'
                }
              >
                {option.label}
              </button>
            ))}
          </div>
        )}
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1 text-sm text-ink-subtle">
            <span>
              Zoom <span className="text-ink-faint">{zoom.toFixed(1)}×</span>
            </span>
            <input
              type="range"
              aria-label="Zoom"
              min={ZOOM.min}
              max={ZOOM.max}
              step={ZOOM.step}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="accent-accent-bright"
            />
          </label>
          <label className="grid gap-1 text-sm text-ink-subtle">
            <span>
              Rotation <span className="text-ink-faint">{rotation}°</span>
            </span>
            <input
              type="range"
              aria-label="Rotation"
              min={ROTATION.min}
              max={ROTATION.max}
              step={ROTATION.step}
              value={rotation}
              onChange={(event) => setRotation(Number(event.target.value))}
              className="accent-accent-bright"
            />
          </label>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!area || saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
