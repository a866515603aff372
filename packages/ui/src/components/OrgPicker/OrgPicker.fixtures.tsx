import { useState } from 'react';
import { OrgPicker, type OrgPickerProps } from './OrgPicker';

/** Level-2 units per level-1 group, as the service's directory answers (demo data). */
export const demoUnits: Record<string, string[]> = {
  'ชพส.': ['ชพส. ภาคกลาง', 'ชพส. ภาคเหนือ'],
  ต่างประเทศ: ['ญี่ปุ่น', 'ยุโรป', 'อเมริกา'],
  นครหลวง: ['แก้วภูธร 1', 'แก้วภูธร 2', 'นครหลวง 3'],
  ภูมิภาค: ['ภาคอีสาน', 'ภาคใต้', 'ภาคตะวันออก'],
  'สำนัก/อื่นๆ': ['สำนักสื่อสาร', 'อื่นๆ'],
};

/** The picker as an app uses it: level 2 "loaded" (synchronously) for the chosen group. */
export function WithUnits(props: Omit<OrgPickerProps, 'org2Options'> & { units?: Record<string, string[]> }) {
  const { units = demoUnits, defaultValue, onOrg1Change, ...rest } = props;
  const [org1, setOrg1] = useState(defaultValue?.org1 ?? '');
  return (
    <OrgPicker
      {...rest}
      defaultValue={defaultValue}
      org2Options={units[org1] ?? []}
      onOrg1Change={(next) => {
        setOrg1(next);
        onOrg1Change?.(next);
      }}
    />
  );
}
