package org.apache.dubbo.rpc;

import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.SPI;

/**
 * The filter extension point. Built-in and user filters are declared in
 * {@code META-INF/dubbo/org.apache.dubbo.rpc.Filter} ({@code name=class}) and activated by group
 * ({@code provider}/{@code consumer}) with {@code @Activate}, or by name through the {@code filter} attribute
 * ({@code filter="-default"} removes the built-ins, {@code -name} one of them).
 */
@SPI(scope = ExtensionScope.MODULE)
public interface Filter extends BaseFilter {
}
