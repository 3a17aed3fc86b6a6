import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InteractiveAnswer_interaction$key } from '../../__generated__/InteractiveAnswer_interaction.graphql.ts';
import { HotspotPicker } from './HotspotPicker.tsx';
import { type Matches, MatchingBoard } from './MatchingBoard.tsx';
import { OrderingList } from './OrderingList.tsx';
import type { InteractiveResponse } from './types.ts';

/** A response and whether it is whole (every prompt placed, a region chosen): only a whole one can be submitted. */
export interface ResponseDraft {
  response: InteractiveResponse;
  complete: boolean;
}

/**
 * The answering part of an ordering, matching or hotspot item (practice and the exam): the widget
 * for its type, reporting the learner's response as the server's InteractionResponse takes it.
 * `locked` while the answer is on its way.
 */
export default function InteractiveAnswer({
  interaction: key,
  labelledBy,
  locked = false,
  onChange,
}: {
  interaction: InteractiveAnswer_interaction$key;
  labelledBy: string;
  locked?: boolean;
  onChange: (draft: ResponseDraft) => void;
}) {
  const interaction = useFragment(
    graphql`
      fragment InteractiveAnswer_interaction on Interaction {
        __typename
        ... on OrderingInteraction {
          elements {
            id
            text
          }
        }
        ... on MatchingInteraction {
          prompts {
            id
            text
          }
          targets {
            id
            text
          }
        }
        ... on HotspotInteraction {
          image
          regions {
            id
            text
          }
        }
      }
    `,
    key,
  );
  const [order, setOrder] = useState<string[]>(() => (interaction.__typename === 'OrderingInteraction' ? interaction.elements.map((e) => e.id) : []));
  const [matches, setMatches] = useState<Matches>({});
  const [region, setRegion] = useState<string | null>(null);
  // The order as shown is already an answer (the learner may judge it right); matches and a region must be given.
  const orderingShown = interaction.__typename === 'OrderingInteraction';
  useEffect(() => {
    if (orderingShown) onChange({ response: { order }, complete: order.length > 0 });
    // Once, for the order as shown; each change after is reported where it is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  switch (interaction.__typename) {
    case 'OrderingInteraction':
      return (
        <OrderingList
          elements={interaction.elements}
          value={order}
          disabled={locked}
          labelledBy={labelledBy}
          onChange={(next) => {
            setOrder(next);
            onChange({ response: { order: next }, complete: true });
          }}
        />
      );
    case 'MatchingInteraction':
      return (
        <MatchingBoard
          prompts={interaction.prompts}
          targets={interaction.targets}
          value={matches}
          disabled={locked}
          labelledBy={labelledBy}
          onChange={(next) => {
            setMatches(next);
            onChange({
              response: { matches: Object.entries(next).map(([promptId, targetId]) => ({ promptId, targetId })) },
              complete: interaction.prompts.every((p) => next[p.id]),
            });
          }}
        />
      );
    case 'HotspotInteraction':
      return (
        <HotspotPicker
          image={interaction.image}
          // The radio buttons' names: each region's label.
          regions={interaction.regions.map((region) => ({ id: region.id, text: region.text }))}
          value={region}
          disabled={locked}
          labelledBy={labelledBy}
          onChange={(next) => {
            setRegion(next);
            onChange({ response: { region: next }, complete: true });
          }}
        />
      );
    default:
      return null;
  }
}
