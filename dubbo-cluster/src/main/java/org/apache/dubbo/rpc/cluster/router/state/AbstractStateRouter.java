package org.apache.dubbo.rpc.cluster.router.state;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.Holder;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRuleRepository;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRules;
import org.apache.dubbo.rpc.cluster.router.RouterSnapshotNode;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * The usual base of a {@link StateRouter}: subclasses implement {@link #doRoute}, and the chain (handing the result
 * to the next router, recording snapshots) is done here.
 */
public abstract class AbstractStateRouter<T> implements StateRouter<T> {

    protected ModuleModel moduleModel;

    private volatile URL url;
    private volatile boolean force = false;
    private volatile StateRouter<T> nextRouter;
    private final GovernanceRuleRepository ruleRepository;

    public AbstractStateRouter(URL url) {
        this.url = url;
        this.moduleModel = url == null ? null : GovernanceRules.applicationOf(url).getDefaultModule();
        this.ruleRepository = GovernanceRules.repository(url);
    }

    @Override
    public URL getUrl() {
        return url;
    }

    public void setUrl(URL url) {
        this.url = url;
    }

    @Override
    public boolean isRuntime() {
        return true;
    }

    @Override
    public boolean isForce() {
        return force;
    }

    public void setForce(boolean force) {
        this.force = force;
    }

    /** Where the router's governance rules are read and watched. */
    public GovernanceRuleRepository getRuleRepository() {
        return ruleRepository;
    }

    public StateRouter<T> getNextRouter() {
        return nextRouter;
    }

    @Override
    public void notify(BitList<Invoker<T>> invokers) {
    }

    @Override
    public final BitList<Invoker<T>> route(BitList<Invoker<T>> invokers, URL url, Invocation invocation,
                                           boolean needToPrintMessage, Holder<RouterSnapshotNode<T>> nodeHolder)
            throws RpcException {
        boolean snapshot = needToPrintMessage && nodeHolder != null && nodeHolder.get() != null;
        RouterSnapshotNode<T> node = null;
        if (snapshot) {
            node = new RouterSnapshotNode<>(getClass().getSimpleName(), invokers);
            nodeHolder.get().appendNode(node);
            nodeHolder.set(node);
        }
        Holder<String> message = snapshot ? new Holder<>() : null;
        BitList<Invoker<T>> routed = doRoute(invokers, url, invocation, snapshot, nodeHolder, message);
        if (snapshot) {
            node.setRouterMessage(message.get());
            node.setNodeOutputInvokers(routed.clone());
        }
        // an empty result is final unless -Ddubbo.router.should-fail-fast=false lets later routers see it
        BitList<Invoker<T>> result = routed;
        if (!supportContinueRoute() && (!routed.isEmpty() || !shouldFailFast())) {
            result = continueRoute(routed, url, invocation, needToPrintMessage, nodeHolder);
        }
        if (snapshot) {
            node.setChainOutputInvokers(result.clone());
            nodeHolder.set(node.getParentNode());
        }
        return result;
    }

    /**
     * This router's decision only; the next routers run on the result.
     *
     * @param messageHolder where to say what was decided, when a snapshot is taken (else null)
     */
    protected abstract BitList<Invoker<T>> doRoute(BitList<Invoker<T>> invokers, URL url, Invocation invocation,
                                                   boolean needToPrintMessage,
                                                   Holder<RouterSnapshotNode<T>> nodeHolder,
                                                   Holder<String> messageHolder) throws RpcException;

    /** Hands {@code invokers} to the next router, or returns them when this is the last one. */
    protected final BitList<Invoker<T>> continueRoute(BitList<Invoker<T>> invokers, URL url, Invocation invocation,
                                                      boolean needToPrintMessage,
                                                      Holder<RouterSnapshotNode<T>> nodeHolder) {
        StateRouter<T> next = nextRouter;
        return next == null ? invokers : next.route(invokers, url, invocation, needToPrintMessage, nodeHolder);
    }

    /** Whether this router hands its result on itself from {@link #doRoute} (by calling {@link #continueRoute}). */
    protected boolean supportContinueRoute() {
        return false;
    }

    private static boolean shouldFailFast() {
        return !"false".equalsIgnoreCase(System.getProperty("dubbo.router.should-fail-fast", "true").trim());
    }

    @Override
    public final void setNextRouter(StateRouter<T> nextRouter) {
        this.nextRouter = nextRouter;
    }

    @Override
    public final String buildSnapshot() {
        return doBuildSnapshot() + "\n" + (nextRouter == null ? "" : nextRouter.buildSnapshot());
    }

    protected String doBuildSnapshot() {
        return getClass().getSimpleName() + " not support\n";
    }
}
