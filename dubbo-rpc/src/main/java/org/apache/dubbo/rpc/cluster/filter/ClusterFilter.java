package org.apache.dubbo.rpc.cluster.filter;

import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.SPI;
import org.apache.dubbo.rpc.BaseFilter;

/**
 * A consumer filter that runs once per call, around the cluster invoker (before a provider is chosen and around
 * every retry), where a {@link org.apache.dubbo.rpc.Filter} runs around each provider invoker. Declared in
 * {@code META-INF/dubbo/org.apache.dubbo.rpc.cluster.filter.ClusterFilter} and activated with
 * {@code @Activate(group = "consumer")} or by name in the reference's {@code filter} attribute, which names both
 * kinds of filters.
 *
 * <p>It lives in the dubbo-rpc module, beside {@link org.apache.dubbo.rpc.Filter}, because the two chains share the
 * {@code filter} attribute and each must know the other's names.
 */
@SPI(scope = ExtensionScope.MODULE)
public interface ClusterFilter extends BaseFilter {
}
