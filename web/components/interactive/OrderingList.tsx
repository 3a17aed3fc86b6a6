import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { DRAG_HANDLE, useConsumedHandleTouchMoves } from './dragHandle.ts';
import { TOUCH_TARGET, type InteractionElement, visuallyHidden } from './types.ts';

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To move a step, press Space or Enter to pick it up, the up and down arrow keys to move it, and Space or Enter to drop it; Escape cancels. ' +
    'The Move up and Move down buttons beside each step do the same one place at a time.',
};

interface RowProps {
  element: InteractionElement;
  position: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
}

function OrderingRow({ element, position, count, disabled, onMove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: element.id, disabled });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // A button that the move disables (the first row has no "up") hands the focus to its neighbour.
  const move = (to: number) => {
    onMove(position - 1, to);
    requestAnimationFrame(() => {
      if (to === 0) down.current?.focus();
      else if (to === count - 1) up.current?.focus();
    });
  };
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minHeight: TOUCH_TARGET + 8,
        pl: 0.5,
        pr: 0.5,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: isDragging ? 3 : 0,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <Box
        component="button"
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        {...DRAG_HANDLE}
        aria-label={`Step in position ${position}: ${element.text}`}
        disabled={disabled}
        sx={{
          flex: 'none',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: TOUCH_TARGET,
          height: TOUCH_TARGET,
          p: 0,
          border: 0,
          borderRadius: 1,
          bgcolor: 'transparent',
          color: 'text.secondary',
          cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
          // The finger drags the step instead of scrolling the page.
          touchAction: 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <DragIndicatorIcon aria-hidden />
      </Box>
      <Typography component="span" sx={{ flex: 1, minWidth: 0, py: 1, overflowWrap: 'anywhere' }}>
        <Box component="span" aria-hidden sx={{ color: 'text.secondary', mr: 1 }}>
          {position}.
        </Box>
        {element.text}
      </Typography>
      <IconButton
        ref={up}
        aria-label={`Move up: ${element.text}`}
        disabled={disabled || position === 1}
        onClick={() => move(position - 2)}
        sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        ref={down}
        aria-label={`Move down: ${element.text}`}
        disabled={disabled || position === count}
        onClick={() => move(position)}
        sx={{ width: TOUCH_TARGET, height: TOUCH_TARGET }}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * An ordering item's steps as a list to put in order: dragged by pointer or touch (the handle), by
 * keyboard (Space or Enter picks a step up, the arrows move it, Space or Enter drops it), or moved
 * one place with the Move up and Move down buttons. Every move is said in words to screen readers.
 * `value` is the element ids in the learner's order.
 */
export function OrderingList({
  elements,
  value,
  onChange,
  disabled = false,
  labelledBy,
}: {
  elements: readonly InteractionElement[];
  value: readonly string[];
  onChange: (order: string[]) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  const byId = new Map(elements.map((e) => [e.id, e]));
  const order = value.filter((id) => byId.has(id));
  const textOf = (id: string | number) => byId.get(String(id))?.text ?? 'The step';
  const positionOf = (id: string | number) => order.indexOf(String(id)) + 1;
  const [said, setSaid] = useState('');
  const hintId = useId();
  const board = useConsumedHandleTouchMoves<HTMLDivElement>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = order.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up "${textOf(active.id)}", in position ${positionOf(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over ? `"${textOf(active.id)}" is over position ${positionOf(over.id)} of ${count}.` : `"${textOf(active.id)}" is outside the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `"${textOf(active.id)}" dropped in position ${positionOf(over.id)} of ${count}.` : `"${textOf(active.id)}" dropped back where it was.`,
    onDragCancel: ({ active }) => `Move cancelled. "${textOf(active.id)}" stays in position ${positionOf(active.id)} of ${count}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(order, order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= count) return;
    onChange(arrayMove(order, from, to));
    setSaid(`"${textOf(order[from])}" moved to position ${to + 1} of ${count}.`);
  };
  return (
    <Box ref={board} data-interaction="ordering" sx={{ position: 'relative' }}>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        First step at the top. Drag a step by its handle, or use the arrow buttons.
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy} disabled={disabled}>
          <Box component="ol" aria-labelledby={labelledBy} aria-describedby={hintId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {order.map((id, i) => (
              <OrderingRow key={id} element={byId.get(id)!} position={i + 1} count={count} disabled={disabled} onMove={move} />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {said}
      </Box>
    </Box>
  );
}
