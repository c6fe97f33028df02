package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The engine's int list (encoded moves): grows without losing values and never reads past its size. */
class IntListTest {

    @Test
    @DisplayName("values survive growth from the smallest capacity")
    void growsAndKeepsValues() {
        IntList list = new IntList(0);
        for (int i = 0; i < 5; i++) {
            list.add(10 + i);
        }
        assertThat(list.size()).isEqualTo(5);
        for (int i = 0; i < 5; i++) {
            assertThat(list.get(i)).isEqualTo(10 + i);
        }
    }

    @Test
    @DisplayName("an index at or past the size fails, also after clear() left old values behind")
    void getPastTheSizeFails() {
        IntList list = new IntList(4);
        list.add(7);
        list.add(8);
        assertThatThrownBy(() -> list.get(2)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("index 2 of 2");
        list.clear();
        assertThat(list.size()).isZero();
        assertThatThrownBy(() -> list.get(0)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("index 0 of 0");
        list.add(9);
        assertThat(list.get(0)).isEqualTo(9);
    }
}
