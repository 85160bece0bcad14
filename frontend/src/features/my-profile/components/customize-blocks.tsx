import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, ImagePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { addCustomBlock } from '@/api/generated/endpoints/profile/profile';
import type { CustomBlockType, FontFamily } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { uploadObject } from '@/components/media';
import { cn } from '@/lib/utils';
import { mediaFileProblem, MEDIA_LIMITS } from '../lib/crop-settings';
import { FONT_FAMILIES, moveBlock, type CustomBlock } from '../lib/custom-blocks';
import { CustomBlockView } from './custom-block-view';
import { useImageCropFlow } from './use-image-crop-flow';

/** The specification's timings: drag animation 200 ms; the pointer sensor waits 25 ms before a drag starts. */
export const DRAG_ANIMATION_MS = 200;
export const DRAG_SENSOR_DELAY_MS = 25;

interface CustomizeBlocksProps {
  blocks: CustomBlock[];
  onChange: (blocks: CustomBlock[]) => void;
}

/**
 * Customize mode: add a text, image or video block (saved at once with POST
 * /api/user/custom-block), remove and reorder blocks with the mouse or the keyboard (focus a handle,
 * Space to lift, arrows to move, Space to drop). Removal and order are local until Save.
 * Loaded only in customize mode, so dnd-kit stays out of the pages' initial JavaScript.
 */
export default function CustomizeBlocks({ blocks, onChange }: CustomizeBlocksProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { delay: DRAG_SENSOR_DELAY_MS, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((block) => block.id === active.id);
    const to = blocks.findIndex((block) => block.id === over.id);
    if (from >= 0 && to >= 0) onChange(moveBlock(blocks, from, to));
  };
  const label = (id: string | number) => {
    const index = blocks.findIndex((block) => block.id === id);
    return index >= 0 ? `block ${index + 1} (${blocks[index].type})` : 'block';
  };

  return (
    <section aria-label="Custom blocks" className="grid gap-4">
      <AddBlockForm position={blocks.length + 1} onAdded={(block) => onChange([...blocks, { ...block, position: blocks.length + 1 }])} />
      {blocks.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: { draggable: 'To reorder, press Space or Enter to pick the block up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.' },
            announcements: {
              onDragStart: ({ active }) => `Picked up ${label(active.id)}.`,
              onDragOver: ({ active, over }) => (over ? `${label(active.id)} is over ${label(over.id)}.` : `${label(active.id)} is no longer over a block.`),
              onDragEnd: ({ active, over }) => (over ? `Dropped ${label(active.id)} at ${label(over.id)}.` : `Dropped ${label(active.id)}.`),
              onDragCancel: ({ active }) => `Moving ${label(active.id)} was cancelled.`,
            },
          }}
        >
          <SortableContext items={blocks.map((block) => block.id)} strategy={verticalListSortingStrategy}>
            <ol className="grid gap-3" data-testid="custom-blocks-editor">
              {blocks.map((block, index) => (
                <SortableBlock key={block.id} block={block} index={index} onRemove={() => onChange(blocks.filter((other) => other.id !== block.id).map((other, at) => ({ ...other, position: at + 1 })))} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}

function SortableBlock({ block, index, onRemove }: { block: CustomBlock; index: number; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
    transition: { duration: DRAG_ANIMATION_MS, easing: 'cubic-bezier(0.25, 1, 0.5, 1)' },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-block-id={block.id}
      className={cn('flex items-start gap-2 rounded-xl border border-dashed border-border-strong bg-surface/60 p-3', isDragging && 'relative z-10 border-accent-bright shadow-xl')}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Reorder block ${index + 1}`}
        className="mt-0.5 cursor-grab touch-none rounded p-1 text-ink-muted hover:text-accent-light focus-visible:outline-2 focus-visible:outline-accent-bright active:cursor-grabbing"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <div className="min-w-0 flex-1">
        <CustomBlockView block={block} />
      </div>
      <button type="button" aria-label={`Remove block ${index + 1}`} onClick={onRemove} className="rounded p-1 text-ink-faint hover:text-danger-bright focus-visible:outline-2 focus-visible:outline-accent-bright">
        <Trash2 aria-hidden className="size-4" />
      </button>
    </li>
  );
}

const TYPES: { value: CustomBlockType; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
];

/** As specified, a block is added only with non-blank content and while no upload is pending; an image goes upload → crop → ready. */
function AddBlockForm({ position, onAdded }: { position: number; onAdded: (block: CustomBlock) => void }) {
  const [type, setType] = useState<CustomBlockType>('text');
  const [text, setText] = useState('');
  const [fontFamily, setFontFamily] = useState<FontFamily>('Inter');
  const [bold, setBold] = useState(false);
  const [media, setMedia] = useState<Record<'image' | 'video', string>>({ image: '', video: '' });
  const [uploading, setUploading] = useState(false);
  const [adding, setAdding] = useState(false);

  const upload = async (kind: 'image' | 'video', file: Blob, contentType: string): Promise<boolean> => {
    setUploading(true);
    try {
      const path = await uploadObject(file, contentType);
      setMedia((current) => ({ ...current, [kind]: path }));
      toast({ title: 'Upload successful!' });
      return true;
    } catch {
      window.alert('Upload failed. Please try again.');
      return false;
    } finally {
      setUploading(false);
    }
  };
  const imageFlow = useImageCropFlow({ title: 'Crop Image', testId: 'block-image-input', onCropped: (blob) => upload('image', blob, 'image/jpeg') });

  const content = type === 'text' ? text : media[type];
  const canAdd = content.trim() !== '' && !uploading && !adding;

  const add = async () => {
    if (!canAdd) return;
    setAdding(true);
    try {
      const block = await addCustomBlock({
        id: `custom-${Date.now()}`,
        type,
        content: content.trim(),
        position,
        ...(type === 'text' ? { fontFamily, fontWeight: bold ? 'bold' : 'normal' } : {}),
      });
      onAdded(block);
      toast({ title: 'Block added!' });
      if (type === 'text') setText('');
      else setMedia((current) => ({ ...current, [type]: '' }));
    } catch {
      toast({ title: 'Error', description: 'Failed to add custom block. Please try again.', variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="grid gap-3 rounded-xl border border-border bg-surface/40 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-ink-soft">Add a block</h2>
        <div role="radiogroup" aria-label="Block type" className="flex gap-1">
          {TYPES.map((option) => (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={type === option.value}
              onClick={() => setType(option.value)}
              className={cn('rounded-full px-3 py-1 text-xs', type === option.value ? 'bg-accent text-on-accent' : 'border border-border-strong text-ink-subtle hover:border-border-hover')}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {type === 'text' && (
        <>
          <textarea
            aria-label="Block text"
            rows={3}
            maxLength={5000}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Write something for your visitors…"
            className="w-full rounded-md border border-border-strong bg-canvas px-3 py-2 text-sm text-ink focus:border-accent-bright focus:outline-none"
            style={{ fontFamily, fontWeight: bold ? 700 : 400 }}
          />
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-subtle">
            <label className="flex items-center gap-2">
              Font
              <select aria-label="Font" value={fontFamily} onChange={(event) => setFontFamily(event.target.value as FontFamily)} className="rounded-md border border-border-strong bg-canvas px-2 py-1">
                {FONT_FAMILIES.map((family) => (
                  <option key={family} value={family}>
                    {family}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={bold} onChange={(event) => setBold(event.target.checked)} className="accent-accent-bright" />
              Bold
            </label>
          </div>
        </>
      )}
      {type === 'image' && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" size="sm" onClick={() => imageFlow.choose(null)} disabled={uploading}>
            <ImagePlus aria-hidden className="mr-1 size-4" /> {media.image ? 'Replace image' : 'Upload image'}
          </Button>
          {uploading && <span className="text-xs text-ink-muted">Uploading…</span>}
          {media.image && !uploading && <img src={media.image} alt="Ready to add" className="h-16 rounded-md object-cover" />}
          {imageFlow.elements}
        </div>
      )}
      {type === 'video' && (
        <label className="flex flex-wrap items-center gap-3 text-sm text-ink-subtle">
          <span>Video (MP4 or MOV, up to 50MB)</span>
          <input
            type="file"
            accept={MEDIA_LIMITS.video.accept}
            disabled={uploading}
            data-testid="block-video-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const problem = mediaFileProblem('video', file);
              if (problem) window.alert(problem);
              else void upload('video', file, file.type);
            }}
            className="text-xs"
          />
          {uploading && <span className="text-xs text-ink-muted">Uploading…</span>}
          {media.video && !uploading && <span className="text-xs text-success-bright">Ready</span>}
        </label>
      )}
      <div>
        <Button type="button" size="sm" onClick={() => void add()} disabled={!canAdd}>
          {adding ? 'Adding…' : 'Add block'}
        </Button>
      </div>
    </div>
  );
}
