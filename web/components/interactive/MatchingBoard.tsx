import {
  type Announcements,
  type ClientRect,
  closestCenter,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  type KeyboardCoordinateGetter,
  PointerSensor,
  pointerWithin,
  type ScreenReaderInstructions,
  TouchSensor,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ListIcon from '@mui/icons-material/List';
import { Box, IconButton, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { DRAG_HANDLE, useConsumedHandleTouchMoves } from './dragHandle.ts';
import { TOUCH_TARGET, type InteractionElement } from './types.ts';

/** The learner's matches: prompt id to target id, absent while the prompt is not placed. */
export type Matches = Readonly<Record<string, string>>;

const POOL = 'pool';
const targetKey = (id: string) => `target:${id}`;
const promptKey = (id: string) => `prompt:${id}`;
const idOf = (key: UniqueIdentifier) => String(key).replace(/^(target|prompt):/, '');

const INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To place an item, press Space or Enter to pick it up, the arrow keys to move it from target to target, and Space or Enter to drop it; Escape cancels. ' +
    'The list button beside each item chooses its target from a menu instead.',
};

const centre = (rect: ClientRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
const contains = (rect: ClientRect, point: { x: number; y: number }) =>
  point.x >= rect.left && point.x <= rect.left + rect.width && point.y >= rect.top && point.y <= rect.top + rect.height;

/** By pointer, the drop zone under the pointer; by keyboard (no pointer), the one the item is centred on. */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const point = centre(args.collisionRect);
  const inside = args.droppableContainers.filter((c) => {
    const rect = args.droppableRects.get(c.id);
    return rect && contains(rect, point);
  });
  return inside.length ? inside.map((c) => ({ id: c.id, data: { droppableContainer: c, value: 0 } })) : closestCenter(args);
};

/** The arrow keys move a picked-up item from one drop zone to the next: the items to place first, then the targets in order. */
function zoneCoordinates(zones: readonly string[]): KeyboardCoordinateGetter {
  return (event, { context: { collisionRect, droppableRects } }) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.code];
    if (!step || !collisionRect) return undefined;
    event.preventDefault();
    const present = zones.filter((zone) => droppableRects.has(zone));
    const point = centre(collisionRect);
    const current = present.findIndex((zone) => contains(droppableRects.get(zone)!, point));
    const next = present[Math.min(present.length - 1, Math.max(0, (current < 0 ? 0 : current) + step))];
    const rect = droppableRects.get(next);
    if (!rect) return undefined;
    return { x: rect.left + (rect.width - collisionRect.width) / 2, y: rect.top + (rect.height - collisionRect.height) / 2 };
  };
}

function PromptChip({ prompt, children, dragging = false }: { prompt: InteractionElement; children?: ReactNode; dragging?: boolean }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        minHeight: TOUCH_TARGET,
        pr: 0.5,
        borderColor: dragging ? 'primary.main' : 'divider',
        boxShadow: dragging ? 4 : 0,
        bgcolor: 'background.paper',
      }}
    >
      {children}
      <Typography component="span" variant="body2" sx={{ flex: 1, py: 1, pr: 1 }}>
        {prompt.text}
      </Typography>
    </Paper>
  );
}

function DraggablePrompt({
  prompt,
  place,
  disabled,
  targets,
  onChoose,
}: {
  prompt: InteractionElement;
  /** Where it is now, for its name: a target's text, or null while it waits to be placed. */
  place: string | null;
  disabled: boolean;
  targets: readonly InteractionElement[];
  onChoose: (targetId: string | null) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: promptKey(prompt.id), disabled });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    // The drag overlay follows the pointer; the item itself stays, faded, where it was.
    <Box ref={setNodeRef} sx={{ opacity: isDragging ? 0.4 : 1 }}>
      <PromptChip prompt={prompt}>
        <Box
          component="button"
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          {...DRAG_HANDLE}
          aria-label={place ? `${prompt.text}, placed on ${place}` : `${prompt.text}, not placed`}
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
            bgcolor: 'transparent',
            color: 'text.secondary',
            cursor: disabled ? 'default' : 'grab',
            touchAction: 'none',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          <DragIndicatorIcon aria-hidden />
        </Box>
        <IconButton
          aria-label={`Choose a match for: ${prompt.text}`}
          aria-haspopup="menu"
          disabled={disabled}
          onClick={(event) => setMenu(event.currentTarget)}
          sx={{ order: 2, width: TOUCH_TARGET, height: TOUCH_TARGET }}
        >
          <ListIcon fontSize="small" />
        </IconButton>
      </PromptChip>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {targets.map((target) => (
          <MenuItem
            key={target.id}
            sx={{ minHeight: TOUCH_TARGET, whiteSpace: 'normal' }}
            onClick={() => {
              setMenu(null);
              onChoose(target.id);
            }}
          >
            {target.text}
          </MenuItem>
        ))}
        <MenuItem
          sx={{ minHeight: TOUCH_TARGET }}
          onClick={() => {
            setMenu(null);
            onChoose(null);
          }}
        >
          Not placed
        </MenuItem>
      </Menu>
    </Box>
  );
}

function DropZone({ id, label, children, empty }: { id: string; label: ReactNode; children: ReactNode; empty?: string }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Box
      ref={setNodeRef}
      sx={{
        p: 1,
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: isOver ? 'action.hover' : 'transparent',
        minHeight: TOUCH_TARGET + 32,
      }}
    >
      {label}
      <Stack spacing={1} sx={{ mt: 0.5 }}>
        {children}
        {empty && (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', py: 1 }}>
            {empty}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

/**
 * A matching item's board: each prompt is dragged onto a target (pointer, touch, or keyboard: Space
 * or Enter picks it up, the arrows move it from target to target, Space or Enter drops it), or given
 * its target from the menu beside it. A target holds one prompt: dropping onto a taken target swaps
 * the two. Every move is said in words to screen readers.
 */
export function MatchingBoard({
  prompts,
  targets,
  value,
  onChange,
  disabled = false,
  labelledBy,
}: {
  prompts: readonly InteractionElement[];
  targets: readonly InteractionElement[];
  value: Matches;
  onChange: (matches: Matches) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  const [active, setActive] = useState<string | null>(null);
  const hintId = useId();
  const board = useConsumedHandleTouchMoves<HTMLDivElement>();
  const zones = [POOL, ...targets.map((t) => targetKey(t.id))];
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneCoordinates(zones) }),
  );
  const promptText = (key: UniqueIdentifier) => prompts.find((p) => p.id === idOf(key))?.text ?? 'The item';
  const targetText = (id: string) => targets.find((t) => t.id === id)?.text ?? '';
  const holder = (targetId: string) => prompts.find((p) => value[p.id] === targetId) ?? null;
  const zoneName = (key: UniqueIdentifier) => (String(key) === POOL ? 'the items to place' : `target "${targetText(idOf(key))}"`);

  const place = (promptId: string, targetId: string | null) => {
    const next: Record<string, string> = { ...value };
    const previous = value[promptId];
    delete next[promptId];
    if (targetId) {
      const other = holder(targetId);
      // A taken target: its prompt moves to where the dragged one came from (or back to be placed).
      if (other && other.id !== promptId) {
        delete next[other.id];
        if (previous) next[other.id] = previous;
      }
      next[promptId] = targetId;
    }
    onChange(next);
  };

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up "${promptText(a.id)}".`,
    onDragOver: ({ active: a, over }) => {
      if (!over) return `"${promptText(a.id)}" is not over a target.`;
      const other = String(over.id) === POOL ? null : holder(idOf(over.id));
      return `"${promptText(a.id)}" is over ${zoneName(over.id)}${other && other.id !== idOf(a.id) ? `, which holds "${other.text}"` : ''}.`;
    },
    onDragEnd: ({ active: a, over }) =>
      !over
        ? `"${promptText(a.id)}" dropped where it was.`
        : String(over.id) === POOL
          ? `"${promptText(a.id)}" returned to the items to place.`
          : `"${promptText(a.id)}" placed on target "${targetText(idOf(over.id))}".`,
    onDragCancel: ({ active: a }) => `Cancelled. "${promptText(a.id)}" stays where it was.`,
  };

  const onDragStart = ({ active: a }: DragStartEvent) => setActive(idOf(a.id));
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    if (!over) return;
    place(idOf(a.id), String(over.id) === POOL ? null : idOf(over.id));
  };

  const chip = (prompt: InteractionElement) => (
    <DraggablePrompt
      key={prompt.id}
      prompt={prompt}
      place={value[prompt.id] ? targetText(value[prompt.id]) : null}
      disabled={disabled}
      targets={targets}
      onChoose={(targetId) => place(prompt.id, targetId)}
    />
  );
  const unplaced = prompts.filter((p) => !value[p.id]);
  const dragged = prompts.find((p) => p.id === active);
  return (
    <Box ref={board} data-interaction="matching" role="group" aria-labelledby={labelledBy} aria-describedby={hintId}>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Drag each item onto its target by the handle, or choose its target from the list button.
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActive(null)}
        accessibility={{ announcements, screenReaderInstructions: INSTRUCTIONS }}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flex: { md: '0 0 40%' } }}>
            <DropZone
              id={POOL}
              label={
                <Typography variant="subtitle2" component="h3">
                  Items to place
                </Typography>
              }
              empty={unplaced.length ? undefined : 'All placed.'}
            >
              {unplaced.map(chip)}
            </DropZone>
          </Box>
          <Stack spacing={1} sx={{ flex: 1 }} component="ul" aria-label="Targets" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {targets.map((target) => {
              const held = holder(target.id);
              return (
                <li key={target.id}>
                  <DropZone
                    id={targetKey(target.id)}
                    label={
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {target.text}
                      </Typography>
                    }
                    empty={held ? undefined : 'Empty'}
                  >
                    {held && chip(held)}
                  </DropZone>
                </li>
              );
            })}
          </Stack>
        </Stack>
        <DragOverlay>{dragged ? <PromptChip prompt={dragged} dragging /> : null}</DragOverlay>
      </DndContext>
    </Box>
  );
}
