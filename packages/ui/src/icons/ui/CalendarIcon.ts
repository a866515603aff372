import { __iconData as calendarGlyph } from 'lucide-react/icons/calendar';
import { createIcon } from '../Icon';

/** Dates and date pickers. */
export const CalendarIcon = /* @__PURE__ */ createIcon(calendarGlyph, 'calendar');
