import { CATEGORY_IDS } from '@arrendo/contracts/web';
import type { WhatPanelProps } from './types';

// Interim (replaced in this issue by the steps branch).
export function WhatPanel({ onChange }: WhatPanelProps) {
  return (
    <div>
      {CATEGORY_IDS.map((id) => (
        <button key={id} type="button" onClick={() => onChange(id, true)}>
          {id}
        </button>
      ))}
    </div>
  );
}
