package org.pacru.examples.abstractplay;

import org.pacru.rules.Violation;

/** The RULES.md §11 defects (D1–D7) through which Abstract Play accepts what {@link AbstractPlayAdapter} rejects. */
final class Defects {
    private Defects() {
    }

    /** The RULES.md §11 defect through which Abstract Play would accept an action with this violation. */
    static String defect(Violation v) {
        return switch (v.reason()) {
            case CHOICE_MISSING -> " (Abstract Play executes incomplete moves: RULES.md §11 D1)";
            case NO_MEETING -> " (Abstract Play lets the bonus create its own meeting: RULES.md §11 D2)";
            case BONUS_FIELD_INVALID -> " (Abstract Play accepts such a bonus field: RULES.md §11 D2, D7)";
            case CROSSING_FIELD_INVALID, CONNECTION_INVALID, CHOICE_EXTRA ->
                    " (Abstract Play checks the choices together, not one by one: RULES.md §11 D3)";
            case CONNECTION_NOT_NAMED ->
                    " (Abstract Play claims a named field instead of filling the connection: RULES.md §11 D6)";
            case CHOICES_OUT_OF_ORDER -> " (Abstract Play takes the choices in either order: RULES.md §11 D7)";
            case ROTATION_WRONG_COUNT, ROTATION_FIELD_REPEATED ->
                    " (Abstract Play accepts a rotation with the wrong fields: RULES.md §11 D4, D5)";
            default -> "";
        };
    }
}
