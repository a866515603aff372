import CalendarGlyph from 'lucide-react/icons/calendar';
import { createIcon } from '../Icon';

/** Dates and date pickers. */
export const CalendarIcon = /* @__PURE__ */ createIcon(CalendarGlyph, 'calendar');
