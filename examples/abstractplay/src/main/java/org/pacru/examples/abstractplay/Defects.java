package org.pacru.examples.abstractplay;

import org.pacru.rules.Violation;

/** The RULES.md §11 defects (D1–D7) through which Abstract Play accepts what {@link AbstractPlayAdapter} rejects. */
final class Defects {
    private Defects() {
    }

    /** The RULES.md §11 defect through which Abstract Play would accept an action with this violation. */
    static String defect(Violation v) {
        switch (v.reason()) {
            case CHOICE_MISSING:
                return " (Abstract Play executes incomplete moves: RULES.md §11 D1)";
            case NO_MEETING:
                return " (Abstract Play lets the bonus create its own meeting: RULES.md §11 D2)";
            case BONUS_FIELD_INVALID:
                return " (Abstract Play accepts such a bonus field: RULES.md §11 D2, D7)";
            case CROSSING_FIELD_INVALID:
            case CONNECTION_INVALID:
            case CHOICE_EXTRA:
                return " (Abstract Play checks the choices together, not one by one: RULES.md §11 D3)";
            case CONNECTION_NOT_NAMED:
                return " (Abstract Play claims a named field instead of filling the connection: RULES.md §11 D6)";
            case CHOICES_OUT_OF_ORDER:
                return " (Abstract Play takes the choices in either order: RULES.md §11 D7)";
            case ROTATION_WRONG_COUNT:
            case ROTATION_FIELD_REPEATED:
                return " (Abstract Play accepts a rotation with the wrong fields: RULES.md §11 D4, D5)";
            default:
                return "";
        }
    }
}
