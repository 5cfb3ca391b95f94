import { useId } from 'react';
import { HStack, Slider, VisuallyHidden } from '../../../lib/chakra';
import './range-slider-field.css';

export interface RangeSliderFieldProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** Accessible names of the two thumbs, e.g. ['Minimum rating', 'Maximum rating']. */
  thumbLabels: [string, string];
  format?: (value: number) => string;
  /** What a screen reader hears for a thumb's value (defaults to `format`). */
  valueText?: (value: number) => string;
}

/** A two-thumb slider with its label and the current range; arrow keys move the focused thumb by one step. */
export function RangeSliderField({
  label,
  min,
  max,
  step,
  value,
  onChange,
  thumbLabels,
  format = String,
  valueText = format,
}: RangeSliderFieldProps) {
  // Zag names every thumb by the shared label unless told otherwise: give each thumb its own name.
  const id = useId();
  const thumbIds: [string, string] = [`${id}-min`, `${id}-max`];
  return (
    <Slider.Root
      min={min}
      max={max}
      step={step}
      value={value}
      minStepsBetweenThumbs={0}
      onValueChange={(details) => onChange([details.value[0] ?? min, details.value[1] ?? max])}
      aria-label={thumbLabels}
      aria-labelledby={thumbIds}
      getAriaValueText={({ value: v }) => valueText(v)}
      colorPalette="yellow"
      size="md"
    >
      <HStack justify="space-between" mb="1">
        <Slider.Label fontWeight="semibold" fontSize="sm">
          {label}
        </Slider.Label>
        <Slider.ValueText fontSize="sm" color="gray.300" whiteSpace="nowrap">
          {format(value[0])} - {format(value[1])}
        </Slider.ValueText>
      </HStack>
      <VisuallyHidden id={thumbIds[0]}>{thumbLabels[0]}</VisuallyHidden>
      <VisuallyHidden id={thumbIds[1]}>{thumbLabels[1]}</VisuallyHidden>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
