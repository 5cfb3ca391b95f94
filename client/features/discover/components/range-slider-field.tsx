import { useId } from 'react';
import { HStack, Slider, VisuallyHidden } from '../../../lib/chakra';
import './range-slider-field.css';

export interface RangeSliderFieldProps {
  label: string;
  /** Form name of the field: the thumbs' hidden inputs are `${name}-min` and `${name}-max`. */
  name: string;
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
  name,
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
        {/* Chakra's <Slider.Thumbs /> leaves each thumb's hidden text input unnamed (HTML_CodeSniffer
            H91.InputText.Name): each input carries its thumb's label and a form name. */}
        {thumbLabels.map((thumbLabel, index) => (
          <Slider.Thumb key={index} index={index}>
            <Slider.HiddenInput aria-label={thumbLabel} name={`${name}-${index === 0 ? 'min' : 'max'}`} />
          </Slider.Thumb>
        ))}
      </Slider.Control>
    </Slider.Root>
  );
}
