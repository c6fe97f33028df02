/**
 * The library's one null-checking list copy, {@link org.pacru.lists.NonNullLists}, shared by the
 * value types of all three library modules. A package of its own that depends on nothing but the
 * JDK, so that every package may use it without a cycle. Exported only to {@code org.pacru.core}
 * and {@code org.pacru.notation}; not part of the API.
 */
package org.pacru.lists;
