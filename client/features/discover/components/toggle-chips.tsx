import { Button, Flex, Skeleton, Text } from '@chakra-ui/react';

export interface ChipOption {
  id: number;
  label: string;
}

export interface ToggleChipsProps {
  /** Id of the element naming the group (its visible heading). */
  labelledBy: string;
  options: readonly ChipOption[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  loading?: boolean;
  /** Shown when there is nothing to choose from. */
  emptyText: string;
}

/** Toggle chips (buttons with aria-pressed): each click adds or removes its id. */
export function ToggleChips({
  labelledBy,
  options,
  selected,
  onToggle,
  loading,
  emptyText,
}: ToggleChipsProps) {
  if (loading) {
    return (
      <Flex wrap="wrap" gap="2" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h="7" w={`${56 + (i % 3) * 16}px`} rounded="full" />
        ))}
      </Flex>
    );
  }
  if (!options.length) {
    return (
      <Text fontSize="sm" color="gray.400">
        {emptyText}
      </Text>
    );
  }
  return (
    <Flex role="group" aria-labelledby={labelledBy} wrap="wrap" gap="2">
      {options.map((option) => {
        const pressed = selected.includes(option.id);
        return (
          <Button
            key={option.id}
            type="button"
            size="xs"
            rounded="full"
            variant={pressed ? 'solid' : 'outline'}
            colorPalette={pressed ? 'yellow' : 'gray'}
            aria-pressed={pressed}
            onClick={() => onToggle(option.id)}
          >
            {option.label}
          </Button>
        );
      })}
    </Flex>
  );
}
