/**
 * Internal bridge between the API's position and the rules engine. Exported only to
 * {@code org.pacru.core}; not part of the API.
 */
package org.pacru.internal;
