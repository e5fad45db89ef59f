import { LABEL_CANVAS_MARGIN, type LabelData, type LabelStyle } from '@tm/contracts';
import type Konva from 'konva';
import { useEffect, useRef, useState } from 'react';
import { Group, Image as KonvaImage, Layer, Line, Rect, Stage, Text, Transformer } from 'react-konva';
import { snapMm } from './designer-history';
import { renderItems, type RenderedItem } from './label-render';

export type ItemBox = { x: number; y: number; w: number; h: number };

/** An image element for a data URL, once it has loaded. */
function useLoadedImage(url: string | null): HTMLImageElement | undefined {
  const [loaded, setLoaded] = useState<{ url: string; image: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!url) {
      return;
    }
    const element = new window.Image();
    element.onload = () => setLoaded({ url, image: element });
    element.src = url;
  }, [url]);
  return loaded && loaded.url === url ? loaded.image : undefined;
}

function ItemContent({ rendered, px }: { rendered: RenderedItem; px: number }) {
  const { w, h } = rendered.item.style;
  const image = useLoadedImage(rendered.kind === 'symbol' ? rendered.url : null);
  if (rendered.kind === 'text') {
    const size = rendered.heightMm * px;
    // Rotated about the item's centre, as the preview and the scale print it.
    return (
      <Text
        text={rendered.text}
        fontSize={size}
        fill="#000"
        x={(w * px) / 2}
        y={(h * px) / 2}
        offsetX={(w * px) / 2}
        offsetY={(h * px) / 2}
        rotation={rendered.rotation}
        listening={false}
      />
    );
  }
  return image ? (
    <KonvaImage image={image} width={w * px} height={h * px} listening={false} />
  ) : (
    <Rect width={w * px} height={h * px} fill="#fff1f0" listening={false} />
  );
}

/**
 * The designer's canvas at true proportions: `px` screen pixels per millimetre, the spec's margin
 * around the label, a grid, items that drag and resize in whole millimetres on the grid.
 */
export function LabelCanvas({
  style,
  data,
  px,
  grid,
  selected,
  onSelect,
  onMove,
}: {
  style: LabelStyle;
  data: LabelData;
  px: number;
  grid: number;
  selected: number | null;
  onSelect: (index: number | null) => void;
  onMove: (index: number, box: ItemBox) => void;
}) {
  const { width, height } = style.size;
  const margin = LABEL_CANVAS_MARGIN;
  const transformer = useRef<Konva.Transformer>(null);
  const groups = useRef(new Map<number, Konva.Group>());

  useEffect(() => {
    const node = selected === null ? undefined : groups.current.get(selected);
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selected, style]);

  // Keeps a box inside the label, in whole millimetres on the grid.
  const fit = (box: ItemBox): ItemBox => {
    const w = Math.min(Math.max(1, snapMm(box.w, grid) || 1), width);
    const h = Math.min(Math.max(1, snapMm(box.h, grid) || 1), height);
    return { w, h, x: Math.min(snapMm(box.x, grid), width - w), y: Math.min(snapMm(box.y, grid), height - h) };
  };

  const lines = [];
  for (let x = grid; x < width; x += grid) {
    lines.push(<Line key={`v${x}`} points={[x * px, 0, x * px, height * px]} stroke="#f0f0f0" strokeWidth={1} />);
  }
  for (let y = grid; y < height; y += grid) {
    lines.push(<Line key={`h${y}`} points={[0, y * px, width * px, y * px]} stroke="#f0f0f0" strokeWidth={1} />);
  }

  return (
    <Stage
      width={width * px + margin * 2}
      height={height * px + margin * 2}
      onMouseDown={(event) => {
        if (event.target === event.target.getStage() || event.target.name() === 'paper') {
          onSelect(null);
        }
      }}
    >
      <Layer x={margin} y={margin}>
        <Rect name="paper" width={width * px} height={height * px} fill="#fff" stroke="#8c8c8c" strokeWidth={1} />
        {lines}
        {renderItems(style, data).map((rendered, index) => {
          const { x, y, w, h } = rendered.item.style;
          return (
            <Group
              key={index}
              ref={(node) => {
                if (node) {
                  groups.current.set(index, node);
                } else {
                  groups.current.delete(index);
                }
              }}
              name={`item-${index}`}
              x={x * px}
              y={y * px}
              draggable
              onMouseDown={() => onSelect(index)}
              onTap={() => onSelect(index)}
              dragBoundFunc={(pos) => ({
                x: Math.min(Math.max(pos.x, margin), margin + (width - w) * px),
                y: Math.min(Math.max(pos.y, margin), margin + (height - h) * px),
              })}
              onDragEnd={(event) => {
                const moved = fit({ x: event.target.x() / px, y: event.target.y() / px, w, h });
                event.target.position({ x: moved.x * px, y: moved.y * px });
                onMove(index, moved);
              }}
              onTransformEnd={(event) => {
                const node = event.target;
                const resized = fit({
                  x: node.x() / px,
                  y: node.y() / px,
                  w: w * node.scaleX(),
                  h: h * node.scaleY(),
                });
                node.scale({ x: 1, y: 1 });
                node.position({ x: resized.x * px, y: resized.y * px });
                onMove(index, resized);
              }}
            >
              <Rect
                width={w * px}
                height={h * px}
                stroke={selected === index ? '#1677ff' : '#91caff'}
                dash={[4, 3]}
                strokeWidth={1}
                fill="rgba(22,119,255,0.03)"
              />
              <ItemContent rendered={rendered} px={px} />
            </Group>
          );
        })}
        <Transformer ref={transformer} rotateEnabled={false} keepRatio={false} ignoreStroke />
      </Layer>
    </Stage>
  );
}
