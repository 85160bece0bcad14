import type { CustomBlock } from '../lib/custom-blocks';

/** One block as visitors see it: text as text (never HTML), images and videos from their saved URL. */
export function CustomBlockView({ block }: { block: CustomBlock }) {
  if (block.type === 'text') {
    return (
      <p className="whitespace-pre-wrap break-words text-ink-soft" style={{ fontFamily: block.fontFamily ?? 'Inter', fontWeight: block.fontWeight === 'bold' ? 700 : 400 }}>
        {block.content}
      </p>
    );
  }
  if (block.type === 'image') return <img src={block.content} alt="" loading="lazy" className="max-h-[32rem] w-full rounded-xl object-cover" />;
  return <video src={block.content} controls preload="metadata" className="max-h-[32rem] w-full rounded-xl bg-black" />;
}
