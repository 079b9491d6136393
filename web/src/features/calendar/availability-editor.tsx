import type { AvailabilityEditorProps } from './availability-editor-props';

export type { AvailabilityEditorProps } from './availability-editor-props';

// Replaced by the calendar editor (issue 8, availability): this keeps the interface compiling.
export function AvailabilityEditor({ propertyId }: AvailabilityEditorProps) {
  return <div data-property-id={propertyId} />;
}
