package org.apache.dubbo.rpc.cluster.router;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.rpc.Invoker;

/**
 * One step of a routed call, for diagnostics: which router ran, how many providers went in and came out, and
 * what it said; the steps after it are its children.
 */
public class RouterSnapshotNode<T> {

    private final String name;
    private final int beforeSize;
    private volatile String routerMessage;
    private volatile List<Invoker<T>> nodeOutputInvokers = Collections.emptyList();
    private volatile List<Invoker<T>> chainOutputInvokers = Collections.emptyList();
    private final List<RouterSnapshotNode<T>> nextNode = new ArrayList<>();
    private RouterSnapshotNode<T> parentNode;

    public RouterSnapshotNode(String name, List<Invoker<T>> inputInvokers) {
        this.name = name;
        this.beforeSize = inputInvokers == null ? 0 : inputInvokers.size();
    }

    public String getName() {
        return name;
    }

    public int getBeforeSize() {
        return beforeSize;
    }

    public int getNodeOutputSize() {
        return nodeOutputInvokers == null ? 0 : nodeOutputInvokers.size();
    }

    public String getRouterMessage() {
        return routerMessage;
    }

    public void setRouterMessage(String routerMessage) {
        this.routerMessage = routerMessage;
    }

    public List<Invoker<T>> getNodeOutputInvokers() {
        return nodeOutputInvokers;
    }

    public void setNodeOutputInvokers(List<Invoker<T>> outputInvokers) {
        this.nodeOutputInvokers = outputInvokers;
    }

    public void setChainOutputInvokers(List<Invoker<T>> outputInvokers) {
        this.chainOutputInvokers = outputInvokers;
    }

    public int getChainOutputSize() {
        return chainOutputInvokers == null ? 0 : chainOutputInvokers.size();
    }

    public List<Invoker<T>> getChainOutputInvokers() {
        return chainOutputInvokers;
    }

    public List<RouterSnapshotNode<T>> getNextNode() {
        return nextNode;
    }

    public RouterSnapshotNode<T> getParentNode() {
        return parentNode;
    }

    public void appendNode(RouterSnapshotNode<T> node) {
        nextNode.add(node);
        node.parentNode = this;
    }

    @Override
    public String toString() {
        return toString(1);
    }

    public String toString(int level) {
        StringBuilder text = new StringBuilder();
        text.append("[ ").append(name).append(' ')
                .append("(Input: ").append(beforeSize).append(") ")
                .append("(Current Node Output: ").append(getNodeOutputSize()).append(") ")
                .append("(Chain Node Output: ").append(getChainOutputSize()).append(')')
                .append(routerMessage == null ? "" : " Router message: " + routerMessage).append(" ] ");
        if (level == 1) {
            text.append("Input: ").append(addresses(null)).append(" -> Chain Node Output: ")
                    .append(addresses(chainOutputInvokers));
        }
        for (RouterSnapshotNode<T> node : nextNode) {
            text.append('\n');
            for (int i = 0; i < level; i++) {
                text.append("  ");
            }
            text.append(node.toString(level + 1));
        }
        return text.toString();
    }

    private static <T> String addresses(List<Invoker<T>> invokers) {
        if (invokers == null) {
            return "-";
        }
        List<String> addresses = new ArrayList<>();
        for (int i = 0; i < invokers.size() && i < 5; i++) {
            addresses.add(invokers.get(i).getUrl() == null ? "?" : invokers.get(i).getUrl().getAddress());
        }
        return addresses + (invokers.size() > 5 ? "..." : "");
    }
}
