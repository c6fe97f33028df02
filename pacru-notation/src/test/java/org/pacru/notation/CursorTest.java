package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CursorTest {

    @Test
    @DisplayName("a control character is named by its code point, four upper-case hex digits; others are quoted")
    void describesCharacters() {
        assertThat(Cursor.describe('\u0000')).isEqualTo("U+0000");
        assertThat(Cursor.describe('\u001f')).isEqualTo("U+001F");
        assertThat(Cursor.describe('\n')).isEqualTo("U+000A");
        assertThat(Cursor.describe('\u007f')).isEqualTo("U+007F");
        assertThat(Cursor.describe(' ')).isEqualTo("' '");
        assertThat(Cursor.describe('\u0080')).isEqualTo("'\u0080'");
        assertThat(Cursor.describe('\'')).isEqualTo("\"'\"");
    }
}
